// The payment result's texts (SPEC.md sections 4 and 8) and the payment errors shown on /paymentpage.
import { describe, expect, it } from "vitest";
import { paymentErrorMessage, UNEXPECTED_PAYMENT_ERROR } from "../../src/features/payment/utils/payment-errors";
import { paymentStatusView } from "../../src/features/payment/utils/payment-status";

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
