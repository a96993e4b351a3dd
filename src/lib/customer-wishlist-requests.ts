/**
 * A customer's list behind /api/wishlist: loaded (with a guest cookie merged in after a sign-in)
 * and saved, one request at a time in the order asked, so two quick changes both land and a
 * failed save can go back to what the server holds. Imported with the first request (the root
 * route's read of the session, the /wishlist/change route's action), never with the page frame:
 * a guest's page needs none of it.
 */
import { getDefaultStore } from "jotai";
import { mergeWishlists } from "@/domain/wishlist-rules";
import { WishlistBodySchema, WISHLIST_FETCH_FAILED } from "@/domain/wishlist";
import { apiGet, apiSend } from "@/lib/api-client";
import { RESET } from "@/lib/persisted-atom";
import { sessionUserAtom } from "@/stores/session";
import {
  customerWishlistAtom,
  guestWishlistAtom,
  WISHLIST_SAVE_FAILED,
  type CustomerWishlist,
} from "@/stores/wishlist";

/** GET /api/wishlist, or PUT it with `ids`: the list the server then holds. */
async function wishlistRequest(ids?: readonly number[]): Promise<number[]> {
  const body =
    ids === undefined
      ? await apiGet("/api/wishlist", WishlistBodySchema)
      : await apiSend("PUT", "/api/wishlist", { ids }, WishlistBodySchema);
  return body.ids;
}

let requests: Promise<unknown> = Promise.resolve();

/** Runs `work` once every request asked before it has settled. */
function inOrder<T>(work: () => Promise<T>): Promise<T> {
  const next = requests.then(work, work);
  requests = next;
  return next;
}

/** The signed-in customer's list, if the store holds theirs. */
function listOf(userId: number): CustomerWishlist | null {
  const list = getDefaultStore().get(customerWishlistAtom);
  return list?.userId === userId ? list : null;
}

/**
 * Loads the signed-in customer's list, merging a guest cookie into it first (the cookie goes only
 * once the server holds its ids). Run by the root route's read of the session, and by the
 * wishlist screen's Retry after a failed load.
 */
export async function loadCustomerWishlist(): Promise<void> {
  const store = getDefaultStore();
  const user = store.get(sessionUserAtom);
  if (!user) return;
  if (!listOf(user.id)) store.set(customerWishlistAtom, { userId: user.id, status: "loading", ids: [], saved: [] });
  await inOrder(async () => {
    let ids: number[];
    try {
      ids = await wishlistRequest();
    } catch (error) {
      console.error(WISHLIST_FETCH_FAILED, error);
      if (store.get(sessionUserAtom)?.id === user.id)
        store.set(customerWishlistAtom, { userId: user.id, status: "error", ids: [], saved: [] });
      return;
    }
    const guest = store.get(guestWishlistAtom);
    if (guest.length > 0) {
      try {
        ids = await wishlistRequest(mergeWishlists(ids, guest));
        store.set(guestWishlistAtom, RESET);
      } catch (error) {
        // The cookie stays for the next try: nothing the guest saved is lost.
        console.error(WISHLIST_SAVE_FAILED, error);
      }
    }
    if (store.get(sessionUserAtom)?.id === user.id)
      store.set(customerWishlistAtom, { userId: user.id, status: "loaded", ids, saved: ids });
  });
}

/**
 * Shows the customer's changed list at once and saves it after every save asked before it; the
 * PUT sends the list as it is by then, and its answer is what the server holds. A failed save
 * puts the list back to that. False when it was not saved.
 */
export async function saveCustomerWishlist(userId: number, ids: number[]): Promise<boolean> {
  const store = getDefaultStore();
  const shown = listOf(userId);
  if (!shown) return false;
  store.set(customerWishlistAtom, { ...shown, ids });
  return inOrder(async () => {
    const latest = listOf(userId);
    if (!latest) return false;
    try {
      const saved = await wishlistRequest(latest.ids);
      const now = listOf(userId);
      if (now) store.set(customerWishlistAtom, { ...now, saved });
      return true;
    } catch (error) {
      console.error(WISHLIST_SAVE_FAILED, error);
      const now = listOf(userId);
      if (now) store.set(customerWishlistAtom, { ...now, ids: now.saved });
      return false;
    }
  });
}
