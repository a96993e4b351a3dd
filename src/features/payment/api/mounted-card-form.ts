import type { ProviderError } from "@/features/payment/utils/payment-errors";

/*
 * The card fields mounted on /paymentpage and what they lend its clientAction: the card form's
 * confirmation and the saved card's CVC token. Kept in one module, already shared by the route
 * and the lazily loaded fields, so the route's list of chunks (which `/` downloads with the
 * manifest) does not grow.
 */

/** What the provider answered: it refused, or (the payment sandbox) the payment settled and /complete is next. */
export type ConfirmationResult =
  | { outcome: "refused"; error: ProviderError }
  | { outcome: "settled"; redirectStatus: "succeeded" | "failed" }
  | { outcome: "authenticate"; url: string };

/** Confirms the card typed into the mounted form; `form` is what the form posted. */
export type ConfirmCard = (posted: {
  form: FormData;
  clientSecret: string;
  returnUrl: string;
}) => Promise<ConfirmationResult>;

/**
 * What a mounted field lends /paymentpage's clientAction. An action receives only its Request,
 * form data or JSON, while a confirmation or a CVC token needs what lives beside the mounted field
 * in the browser: Stripe.js's instance and the Element the card or CVC was typed into (an iframe
 * whose fields never enter our form). The field registers its function while it is mounted.
 */
function mountedSlot<T>() {
  let mounted: T | null = null;
  return {
    /** Returns the unregister function, for an effect's cleanup. */
    register(value: T): () => void {
      mounted = value;
      return () => {
        if (mounted === value) mounted = null;
      };
    },
    current: (): T | null => mounted,
  };
}

const cardForm = mountedSlot<ConfirmCard>();

/** The card form on the page, whose confirm function Pay now (`intent=confirm`) calls. */
export const registerCardForm = cardForm.register;
export const mountedCardForm = cardForm.current;

/** The token of a saved card's CVC typed again (decision 061), or the provider's refusal of it. */
export type CvcTokenResult = { token: string } | { error: ProviderError };

/** Makes the token of the CVC in the mounted field; `form` is what the saved-card form posted. */
export type TokenizeCvc = (form: FormData) => Promise<CvcTokenResult>;

const cvcField = mountedSlot<TokenizeCvc>();

/** The saved card's CVC field on the page (cvc-token.ts), whose token paying with it needs. */
export const registerCvcField = cvcField.register;
export const mountedCvcField = cvcField.current;
