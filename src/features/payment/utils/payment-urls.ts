import { checkoutItemsFromText, intentIdFromClientSecret } from "@/domain/checkout";
import { parseIdText } from "@/domain/ids";
import type { CheckoutSelection } from "@/lib/checkout-totals";
import { localizedPath, type Locale } from "@domain/locale";

/** The checkout a payment page is for, from its own URL (`?addressId=5&items=3,17`). */
export function checkoutFromQuery(params: URLSearchParams): CheckoutSelection | null {
  const addressId = parseIdText(params.get("addressId"));
  const items = checkoutItemsFromText(params.get("items"));
  return addressId !== null && items !== null ? { addressId, items } : null;
}

/** Where a confirmation returns (Stripe appends the payment's query to it), in the payment page's language. */
export function returnUrl(origin: string, locale: Locale): string {
  return `${origin}${localizedPath(locale, "/complete")}`;
}

/**
 * The /complete URL exactly as Stripe's confirmPayment makes it from the return_url, so the
 * test-mode form and a "paid already" discovery land where a Stripe redirect would.
 */
export function completePath(clientSecret: string, redirectStatus: "succeeded" | "failed"): string {
  const query = new URLSearchParams({
    payment_intent: intentIdFromClientSecret(clientSecret) ?? "",
    payment_intent_client_secret: clientSecret,
    redirect_status: redirectStatus,
  });
  return `/complete?${query.toString()}`;
}

export function orderConfirmationPath(paymentIntentId: string): string {
  return `/order-confirmation?payment_intent=${encodeURIComponent(paymentIntentId)}`;
}
