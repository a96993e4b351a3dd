import type { Stripe, StripeElementLocale } from "@stripe/stripe-js";
import { loadStripe } from "@stripe/stripe-js/pure";
import type { Locale } from "@domain/locale";

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

/**
 * Stripe's names of the page's language, for Elements' placeholders and error messages: the tags
 * of LANGUAGE_TAG, written here because importing it into this chunk would make the shell's chunk,
 * which `/` loads, export it (measured: 9 bytes gzip on `/`).
 */
const ELEMENTS_LOCALE: Record<Locale, StripeElementLocale> = { en: "en-CA", fr: "fr-CA" };

export function elementsLocale(locale: Locale): StripeElementLocale {
  return ELEMENTS_LOCALE[locale];
}
