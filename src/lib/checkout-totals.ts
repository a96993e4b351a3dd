import { CheckoutTotalsSchema, type CheckoutTotals } from "@/domain/checkout";
import { apiSend } from "./api-client";

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
