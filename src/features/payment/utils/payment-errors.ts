/**
 * SPEC.md section 8: a card or validation error shows the provider's own message (Stripe writes
 * them for shoppers: "Your card was declined."); anything else, this one sentence.
 */
export const UNEXPECTED_PAYMENT_ERROR = "An unexpected error occurred.";

/** A confirmation refused because the intent is past confirming: usually already paid elsewhere. */
export const UNEXPECTED_STATE = "payment_intent_unexpected_state";

export interface ProviderError {
  type?: string;
  code?: string;
  message?: string;
  /** The request parameter the provider refused (number, exp_month, cvc...). */
  param?: string;
}

export function paymentErrorMessage(error: ProviderError): string {
  const shownToShopper = error.type === "card_error" || error.type === "validation_error";
  return shownToShopper && error.message ? error.message : UNEXPECTED_PAYMENT_ERROR;
}
