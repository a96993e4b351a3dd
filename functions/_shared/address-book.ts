/**
 * Writes to the customer's address book that the JSON API (functions/addresses.ts) and the
 * address book's route action (src/app/address-book.server.ts) both make, with the request's
 * customer and shop API client (decision 058).
 */
import type { ShopApiClient } from "./shop-api-client";

/** Makes one of the customer's addresses the default; false when it is not theirs. */
export function makeDefaultAddress(shopApi: ShopApiClient, customerId: number, addressId: number): Promise<boolean> {
  return shopApi.setDefaultAddress(customerId, addressId);
}
