import { useCallback } from "react";
import { CheckoutTotalsSchema, checkoutItemsFromText, checkoutSearch, type CheckoutTotals } from "@/domain/checkout";
import { parseIdText } from "@/domain/ids";
import { apiSend } from "./api-client";
import { useLoader } from "./use-loader";

/** What is being checked out: the delivery address and the selected cart products. */
export interface CheckoutSelection {
  addressId: number;
  items: readonly number[];
}

/** POST /api/checkout/totals: the server's subtotal, HST, PST and total for an address and items. */
export function getCheckoutTotals(checkout: CheckoutSelection, signal?: AbortSignal): Promise<CheckoutTotals> {
  return apiSend(
    "POST",
    "/api/checkout/totals",
    { addressId: checkout.addressId, items: checkout.items },
    CheckoutTotalsSchema,
    { signal },
  );
}

/** The selection a loader key names (the key is the selection's own query text). */
function selectionOfKey(key: string): CheckoutSelection {
  const query = new URLSearchParams(key);
  return {
    addressId: parseIdText(query.get("addressId")) ?? 0,
    items: checkoutItemsFromText(query.get("items")) ?? [],
  };
}

/**
 * The totals of `checkout`, asked again whenever the address or the items change (null: nothing
 * to price yet). Keyed on the values, so callers need not keep the object's identity.
 */
export function useCheckoutTotals(checkout: CheckoutSelection | null) {
  const key = checkout ? checkoutSearch(checkout) : null;
  const load = useCallback((signal: AbortSignal) => getCheckoutTotals(selectionOfKey(key ?? ""), signal), [key]);
  return useLoader(key, load);
}
