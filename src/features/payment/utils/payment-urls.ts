import { checkoutItemsFromText, intentIdFromClientSecret } from "@/domain/checkout";
import { parseIdText } from "@/domain/ids";
import type { CheckoutSelection } from "@/lib/checkout-totals";

/** The checkout a payment page is for, from its own URL (`?addressId=5&items=3,17`). */
export function checkoutFromQuery(params: URLSearchParams): CheckoutSelection | null {
  const addressId = parseIdText(params.get("addressId"));
  const items = checkoutItemsFromText(params.get("items"));
  return addressId !== null && items !== null ? { addressId, items } : null;
}

/**
 * Where a confirmation returns (Stripe appends the payment's query to it): /complete beside the
 * payment page, so in its language (/fr/paymentpage -> /fr/complete). Resolved from the page's URL
 * rather than through @domain/locale, whose functions the card's chunk would otherwise import
 * from the page frame's chunk, which / loads (two more exports there, past its 130 KiB budget).
 */
export function returnUrl(paymentPage: URL): string {
  const page = new URL(paymentPage);
  page.pathname = page.pathname.replace(/\/+$/, "");
  return new URL("complete", page).href;
}

/**
 * The /complete URL exactly as Stripe's confirmPayment makes it from the return_url, so the
 * test-mode form and a "paid already" discovery land where a Stripe redirect would.
 */
export function completePath(paymentPage: URL, clientSecret: string, redirectStatus: "succeeded" | "failed"): string {
  const query = new URLSearchParams({
    payment_intent: intentIdFromClientSecret(clientSecret) ?? "",
    payment_intent_client_secret: clientSecret,
    redirect_status: redirectStatus,
  });
  return `${new URL(returnUrl(paymentPage)).pathname}?${query.toString()}`;
}

export function orderConfirmationPath(paymentIntentId: string): string {
  return `/order-confirmation?payment_intent=${encodeURIComponent(paymentIntentId)}`;
}
