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
import type { SessionUser } from "@domain/session";
import { HttpError } from "./http";
import type { CustomerServiceContext } from "./service";

/**
 * The account whose list this is. A guest's checkout session is shown as signed out outside its
 * order's pages, and its hearts are the cookie's as a visitor's are (decision 063): a list kept
 * with its guest row would be lost with it.
 */
function accountOf(customer: SessionUser): SessionUser {
  if (customer.guest) throw new HttpError(403, "guest_session", "A guest's wishlist is kept on this device.");
  return customer;
}

/** GET /api/wishlist: the account's ids, newest first. */
export async function customerWishlist({ customer, shopApi }: CustomerServiceContext): Promise<number[]> {
  return shopApi.getWishlist(accountOf(customer).id);
}

/** PUT /api/wishlist: the account's list becomes `ids`; the stored list. */
export async function saveCustomerWishlist(
  { customer, shopApi }: CustomerServiceContext,
  ids: readonly number[],
): Promise<number[]> {
  return shopApi.replaceWishlist(accountOf(customer).id, ids);
}

/**
 * The customer's ids, newest first, with a guest's list saved on this device put first (a sign-in
 * keeps what the guest chose): `merged` once the shop API holds them, so the cookie can go.
 */
export async function readCustomerWishlist(
  { customer, shopApi }: CustomerServiceContext,
  guestIds: readonly number[],
): Promise<{ ids: number[]; merged: boolean }> {
  const { id } = accountOf(customer);
  const ids = await shopApi.getWishlist(id);
  if (guestIds.length === 0) return { ids, merged: false };
  try {
    return { ids: await shopApi.replaceWishlist(id, mergeWishlists(ids, guestIds)), merged: true };
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
  const { id } = accountOf(customer);
  const change = changeWishlistProducts(await shopApi.getWishlist(id), intent, productIds);
  if (change.result === "unchanged" || change.result === "full") return change;
  return { result: change.result, ids: await shopApi.replaceWishlist(id, change.ids) };
}
