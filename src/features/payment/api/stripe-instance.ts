import type { Stripe, StripeElementLocale } from "@stripe/stripe-js";
import { loadStripe } from "@stripe/stripe-js/pure";
import { LANGUAGE_TAG, type Locale } from "@domain/locale";

/**
 * Stripe.js, fetched from js.stripe.com the first time a Stripe field is shown, i.e. only on the
 * payment page once the shopper pays by card ("/pure" injects nothing at import time). One
 * instance per page load, as Stripe asks, shared by the card form and the saved card's CVC field.
 */
let stripePromise: Promise<Stripe | null> | null = null;

export function stripeInstance(publishableKey: string): Promise<Stripe | null> {
  stripePromise ??= loadStripe(publishableKey);
  return stripePromise;
}

/** The page's language for Elements' placeholders and error messages (en-CA and fr-CA are Stripe's). */
export function elementsLocale(locale: Locale): StripeElementLocale {
  return LANGUAGE_TAG[locale] as StripeElementLocale;
}
