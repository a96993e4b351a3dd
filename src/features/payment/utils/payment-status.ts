/**
 * The result page's texts (SPEC.md sections 4 and 8), as Stripe's quickstart words them: one per
 * PaymentIntent status the shopper can meet, and the default for everything else, a secret
 * that is missing, malformed or unknown included. Beyond the quickstart (decision 010): an
 * authorised payment (`requires_capture`) reads as processing while the order is recorded, and a
 * payment that did not become an order says why and that nothing was charged (or all refunded).
 */
import type { OrderRefusal } from "@/domain/payment-refusal";

export const PAYMENT_SUCCEEDED = "Payment succeeded!";
export const PAYMENT_PROCESSING = "Your payment is processing.";
export const PAYMENT_NOT_SUCCESSFUL = "Your payment was not successful, please try again.";
export const PAYMENT_SOMETHING_WRONG = "Something went wrong, please try again.";
export const ORDER_NOT_PLACED = "Your order could not be placed.";
export const NOTHING_CHARGED = "Nothing was charged.";
export const PAYMENT_REFUNDED = "Your payment has been refunded.";
export const FULL_REFUND = "The full amount goes back to your card.";

/**
 * What /complete does after the text: the order, a wait, another try, or the way back to the
 * cart after an order the shop could not take (`refused`: nothing charged; `refunded`).
 */
export type PaymentOutcome = "succeeded" | "processing" | "failed" | "refused" | "refunded";

export interface PaymentStatusView {
  text: string;
  outcome: PaymentOutcome;
  /** Why, when the shop refused the order. */
  detail?: string;
}

/** Authorised (manual capture) or paid: the card step is over, whatever the order's fate. */
export function isPaymentAuthorised(status: string | null | undefined): boolean {
  return status === "succeeded" || status === "requires_capture";
}

/** Authorised and waiting for the webhook to record the order and capture: worth asking again. */
export function isAwaitingCapture(status: string | null | undefined): boolean {
  return status === "requires_capture";
}

/** The text and outcome of an intent status; null (no status could be read) is the default. */
export function paymentStatusView(status: string | null, reason?: OrderRefusal | null): PaymentStatusView {
  switch (status) {
    case "succeeded":
      return reason
        ? { text: PAYMENT_REFUNDED, outcome: "refunded", detail: `${reason.message} ${FULL_REFUND}` }
        : { text: PAYMENT_SUCCEEDED, outcome: "succeeded" };
    case "processing":
    case "requires_capture":
      return { text: PAYMENT_PROCESSING, outcome: "processing" };
    case "requires_payment_method":
      return { text: PAYMENT_NOT_SUCCESSFUL, outcome: "failed" };
    case "canceled":
      if (reason) return { text: ORDER_NOT_PLACED, outcome: "refused", detail: `${reason.message} ${NOTHING_CHARGED}` };
      return { text: PAYMENT_SOMETHING_WRONG, outcome: "failed" };
    default:
      return { text: PAYMENT_SOMETHING_WRONG, outcome: "failed" };
  }
}
