/**
 * A customer's wishlist as services (decision 055), kept by the shop API's extension
 * (shop-api/src/routes/wishlists.ts, decision 041): the page server's shopper route reads it
 * (merging what the shopper saved as a guest) and /wishlist/change's action changes it.
 */
import {
  changeWishlistProducts,
  mergeWishlists,
  type WishlistChangeResult,
  type WishlistIntent,
} from "@domain/wishlist-rules";
import type { CustomerServiceContext } from "./service";

/**
 * The customer's ids, newest first, with a guest's list saved on this device put first (a sign-in
 * keeps what the guest chose): `merged` once the shop API holds them, so the cookie can go.
 */
export async function readCustomerWishlist(
  { customer, shopApi }: CustomerServiceContext,
  guestIds: readonly number[],
): Promise<{ ids: number[]; merged: boolean }> {
  const ids = await shopApi.getWishlist(customer.id);
  if (guestIds.length === 0) return { ids, merged: false };
  try {
    return { ids: await shopApi.replaceWishlist(customer.id, mergeWishlists(ids, guestIds)), merged: true };
  } catch (error) {
    // The cookie stays for the next read: nothing the guest saved is lost.
    console.error("The guest's wishlist could not be merged:", error);
    return { ids, merged: false };
  }
}

/** One heart's add or remove (or the removal of several products): what it did and the list saved. */
export async function changeCustomerWishlist(
  { customer, shopApi }: CustomerServiceContext,
  intent: WishlistIntent,
  productIds: readonly number[],
): Promise<{ result: WishlistChangeResult; ids: number[] }> {
  const change = changeWishlistProducts(await shopApi.getWishlist(customer.id), intent, productIds);
  if (change.result === "unchanged" || change.result === "full") return change;
  return { result: change.result, ids: await shopApi.replaceWishlist(customer.id, change.ids) };
}
