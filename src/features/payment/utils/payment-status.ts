/**
 * The result page's texts (SPEC.md sections 4 and 8), as Stripe's quickstart words them: one per
 * PaymentIntent status the shopper can meet, and the default for everything else, a secret
 * that is missing, malformed or unknown included. Beyond the quickstart (decision 010): an
 * authorised payment (`requires_capture`) reads as processing while the order is recorded, and a
 * payment that did not become an order says why and that nothing was charged (or all refunded).
 */
import type { OrderRefusal } from "@/domain/payment-refusal";
import type { MessageId } from "@/lib/i18n/translator";

/**
 * What /complete does after the text: the order, a wait, another try, or the way back to the
 * cart after an order the shop could not take (`refused`: nothing charged; `refunded`).
 */
export type PaymentOutcome = "succeeded" | "processing" | "failed" | "refused" | "refunded";

export interface PaymentStatusView {
  /** The heading's message (the catalogue's `complete.*`). */
  text: MessageId;
  outcome: PaymentOutcome;
  /** Why, when the shop refused the order: the refusal's sentence (the domain's, in English) and what became of the money. */
  detail?: { id: MessageId; reason: string };
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
        ? {
            text: "complete.refunded",
            outcome: "refunded",
            detail: { id: "complete.fullRefund", reason: reason.message },
          }
        : { text: "complete.succeeded", outcome: "succeeded" };
    case "processing":
    case "requires_capture":
      return { text: "complete.processing", outcome: "processing" };
    case "requires_payment_method":
      return { text: "complete.notSuccessful", outcome: "failed" };
    case "canceled":
      if (reason) {
        return {
          text: "complete.orderNotPlaced",
          outcome: "refused",
          detail: { id: "complete.nothingCharged", reason: reason.message },
        };
      }
      return { text: "complete.somethingWrong", outcome: "failed" };
    default:
      return { text: "complete.somethingWrong", outcome: "failed" };
  }
}
