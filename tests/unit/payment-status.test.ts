// The payment result's texts (SPEC.md sections 4 and 8) and the payment errors shown on /paymentpage.
import { describe, expect, it } from "vitest";
import { paymentErrorMessage, UNEXPECTED_PAYMENT_ERROR } from "@/features/payment/utils/payment-errors";
import { refusalFromMetadata, refusalMetadata, soldOut } from "@/domain/payment-refusal";
import {
  isAwaitingCapture,
  isPaymentAuthorised,
  paymentStatusView as statusView,
} from "@/features/payment/utils/payment-status";
import { compiledMessages } from "@/app/messages.server";
import { translator } from "@/lib/i18n/translator";

const { t } = translator("en", compiledMessages("en"));

/** The view as the English page words it. */
function paymentStatusView(...args: Parameters<typeof statusView>) {
  const { text, outcome, detail } = statusView(...args);
  return { text: t(text), outcome, ...(detail && { detail: t(detail.id, { reason: detail.reason }) }) };
}

describe("paymentStatusView", () => {
  it("words the statuses as Stripe's quickstart does", () => {
    expect(paymentStatusView("succeeded")).toEqual({ text: "Payment succeeded!", outcome: "succeeded" });
    expect(paymentStatusView("processing")).toEqual({ text: "Your payment is processing.", outcome: "processing" });
    expect(paymentStatusView("requires_payment_method")).toEqual({
      text: "Your payment was not successful, please try again.",
      outcome: "failed",
    });
  });

  it("falls back to the default for every other status and for no status at all", () => {
    for (const status of ["requires_confirmation", "requires_action", "canceled", "", "SUCCEEDED", null]) {
      expect(paymentStatusView(status), String(status)).toEqual({
        text: "Something went wrong, please try again.",
        outcome: "failed",
      });
    }
  });
});

describe("paymentStatusView after manual capture (decision 010)", () => {
  const soldOutReason = {
    code: "sold_out" as const,
    message: "Linen Shirt sold out before your payment went through.",
  };

  it("reads an authorised payment (requires_capture) as processing", () => {
    expect(paymentStatusView("requires_capture")).toEqual({
      text: "Your payment is processing.",
      outcome: "processing",
    });
    expect(isAwaitingCapture("requires_capture")).toBe(true);
    expect(isAwaitingCapture("processing")).toBe(false);
    expect(isPaymentAuthorised("requires_capture")).toBe(true);
    expect(isPaymentAuthorised("succeeded")).toBe(true);
    expect(isPaymentAuthorised("canceled")).toBe(false);
  });

  it("says why a canceled authorisation made no order, and that nothing was charged", () => {
    expect(paymentStatusView("canceled", soldOutReason)).toEqual({
      text: "Your order could not be placed.",
      outcome: "refused",
      detail: "Linen Shirt sold out before your payment went through. Nothing was charged.",
    });
  });

  it("says a captured payment without an order was refunded", () => {
    expect(paymentStatusView("succeeded", soldOutReason)).toMatchObject({
      text: "Your payment has been refunded.",
      outcome: "refunded",
    });
  });

  it("keeps SPEC.md's texts when there is no reason", () => {
    expect(paymentStatusView("succeeded", null).text).toBe("Payment succeeded!");
    expect(paymentStatusView("canceled", null).text).toBe("Something went wrong, please try again.");
  });
});

describe("the refusal kept on an intent's metadata", () => {
  it("round-trips, names the product and fits Stripe's metadata limits", () => {
    const refusal = soldOut("x".repeat(600), 0);
    const metadata = refusalMetadata(refusal);
    expect(metadata.order_refusal).toBe("sold_out");
    expect(metadata.order_refusal_message?.length).toBe(500);
    expect(refusalFromMetadata({ customer_id: "3", ...refusalMetadata(soldOut("Linen Shirt", 2)) })).toEqual({
      code: "sold_out",
      message: "Only 2 of Linen Shirt were left when your payment went through.",
    });
  });

  it("is null for an intent without one or with a code that is not ours", () => {
    expect(refusalFromMetadata({ customer_id: "3" })).toBeNull();
    expect(refusalFromMetadata({ order_refusal: "because", order_refusal_message: "x" })).toBeNull();
    expect(refusalFromMetadata(null)).toBeNull();
  });
});

describe("paymentErrorMessage", () => {
  it("shows the provider's message for card and validation errors", () => {
    expect(paymentErrorMessage({ type: "card_error", code: "card_declined", message: "Your card was declined." })).toBe(
      "Your card was declined.",
    );
    expect(paymentErrorMessage({ type: "validation_error", message: "Your card number is incomplete." })).toBe(
      "Your card number is incomplete.",
    );
  });

  it("shows one generic sentence for anything else, or a card error without a message", () => {
    expect(UNEXPECTED_PAYMENT_ERROR).toBe("An unexpected error occurred.");
    for (const error of [
      { type: "api_error", message: "Internal detail" },
      { type: "invalid_request_error", code: "payment_intent_unexpected_state", message: "already succeeded" },
      { type: "authentication_error", message: "Invalid API Key provided" },
      { message: "no type" },
      { type: "card_error" },
      { type: "card_error", message: "" },
    ]) {
      expect(paymentErrorMessage(error), JSON.stringify(error)).toBe(UNEXPECTED_PAYMENT_ERROR);
    }
  });
});
