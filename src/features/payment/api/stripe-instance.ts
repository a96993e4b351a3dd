import type { Stripe, StripeElementLocale } from "@stripe/stripe-js";
import { loadStripe } from "@stripe/stripe-js/pure";
import { LANGUAGE_TAG, type Locale } from "@domain/locale";
import { CARD_PAYMENTS } from "@/features/payment/utils/card-payments";

/**
 * Stripe.js, fetched from js.stripe.com the first time a Stripe field is shown, i.e. only on the
 * payment page once the shopper pays by card ("/pure" injects nothing at import time). One
 * instance per page load, as Stripe asks, shared by the card form and the saved card's CVC field.
 */
let stripePromise: Promise<Stripe | null> | null = null;

/** Null in a build without a Stripe key. */
export function stripeInstance(): Promise<Stripe | null> | null {
  if (CARD_PAYMENTS.kind !== "stripe") return null;
  stripePromise ??= loadStripe(CARD_PAYMENTS.publishableKey);
  return stripePromise;
}

/** The page's language for Elements' placeholders and error messages (en-CA and fr-CA are Stripe's). */
export function elementsLocale(locale: Locale): StripeElementLocale {
  return LANGUAGE_TAG[locale] as StripeElementLocale;
}
