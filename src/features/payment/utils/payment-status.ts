/**
 * The result page's texts (SPEC.md sections 4 and 8), as Stripe's quickstart words them: one per
 * PaymentIntent status the shopper can meet, and the default for everything else, a secret
 * that is missing, malformed or unknown included.
 */
export const PAYMENT_SUCCEEDED = "Payment succeeded!";
export const PAYMENT_PROCESSING = "Your payment is processing.";
export const PAYMENT_NOT_SUCCESSFUL = "Your payment was not successful, please try again.";
export const PAYMENT_SOMETHING_WRONG = "Something went wrong, please try again.";

/** What /complete does after the text: the order, a wait, or another try. */
export type PaymentOutcome = "succeeded" | "processing" | "failed";

export interface PaymentStatusView {
  text: string;
  outcome: PaymentOutcome;
}

/** The text and outcome of an intent status; null (no status could be read) is the default. */
export function paymentStatusView(status: string | null): PaymentStatusView {
  switch (status) {
    case "succeeded":
      return { text: PAYMENT_SUCCEEDED, outcome: "succeeded" };
    case "processing":
      return { text: PAYMENT_PROCESSING, outcome: "processing" };
    case "requires_payment_method":
      return { text: PAYMENT_NOT_SUCCESSFUL, outcome: "failed" };
    default:
      return { text: PAYMENT_SOMETHING_WRONG, outcome: "failed" };
  }
}
