import { useCallback } from "react";
import { CheckoutTotalsSchema, checkoutSearch, type CheckoutTotals } from "../../../domain/checkout";
import { apiSend } from "../../../lib/api-client";
import { useLoader } from "../../../lib/use-loader";
import type { CheckoutQuery } from "../utils/payment-urls";

/** POST /api/checkout/totals: the server's subtotal, HST, PST and total for this address and these items. */
export function getCheckoutTotals(checkout: CheckoutQuery, signal?: AbortSignal): Promise<CheckoutTotals> {
  return apiSend("POST", "/api/checkout/totals", checkout, CheckoutTotalsSchema, { signal });
}

/**
 * The totals of `checkout` (null: not to be asked yet, e.g. while the session is unknown).
 * `checkout` must keep its identity while its values do (the screen memoises it on the query).
 * useLoader never calls `load` for a null key, so the rejection below is never seen.
 */
export function useCheckoutTotals(checkout: CheckoutQuery | null) {
  const load = useCallback((signal: AbortSignal) => (checkout ? getCheckoutTotals(checkout, signal) : Promise.reject(new Error("no checkout to price"))), [checkout]);
  return useLoader(checkout ? checkoutSearch(checkout) : null, load);
}
