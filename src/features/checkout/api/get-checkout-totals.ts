import { CheckoutTotalsSchema, type CheckoutTotals } from "../../../domain/checkout";
import { apiSend } from "../../../lib/api-client";

/** POST /api/checkout/totals: the server's subtotal, HST, PST and total for an address and items. */
export async function getCheckoutTotals(checkout: { addressId: number; items: readonly number[] }, signal?: AbortSignal): Promise<CheckoutTotals> {
  return apiSend("POST", "/api/checkout/totals", { addressId: checkout.addressId, items: checkout.items }, CheckoutTotalsSchema, { signal });
}
