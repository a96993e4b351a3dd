import type { ProviderError } from "@/features/payment/utils/payment-errors";

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
 * The card form on the page, as /paymentpage's clientAction reaches it. An action receives only
 * its Request, form data or JSON, while a confirmation needs what lives beside the mounted form
 * in the browser: Stripe.js's instance and the Elements the card was typed into (an iframe whose
 * fields never enter our form). The form registers its confirm function while it is mounted.
 */
let mounted: ConfirmCard | null = null;

/** Returns the unregister function, for an effect's cleanup. */
export function registerCardForm(confirm: ConfirmCard): () => void {
  mounted = confirm;
  return () => {
    if (mounted === confirm) mounted = null;
  };
}

export function mountedCardForm(): ConfirmCard | null {
  return mounted;
}
