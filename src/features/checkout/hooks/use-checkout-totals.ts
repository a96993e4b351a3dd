import { useCallback } from "react";
import { useLoader } from "../../../lib/use-loader";
import { getCheckoutTotals } from "../api/get-checkout-totals";

/** The server's totals for the chosen address and items, asked again whenever either changes. */
export function useCheckoutTotals(addressId: number | null, items: readonly number[]) {
  const itemsKey = items.join(",");
  const load = useCallback(
    (signal: AbortSignal) => getCheckoutTotals({ addressId: addressId ?? 0, items: itemsKey.split(",").map(Number) }, signal),
    [addressId, itemsKey],
  );
  return useLoader(addressId === null ? null : `${addressId}|${itemsKey}`, load);
}
