/**
 * Waiting for the shopper's list to be known, apart from the store (wishlist.ts), which the root
 * route's clientLoader loads on every page: only the wishlist screen's loader and the
 * /wishlist/change route's action wait for it.
 */
import { getDefaultStore } from "jotai";
import { wishlistIdsAtom, wishlistStatusAtom, type WishlistStatus } from "./wishlist";

/**
 * The list's status once it is known: the session is read and, for a customer, their list has
 * come (or failed). A guest's is known as soon as the session is.
 */
export function whenWishlistKnown(signal?: AbortSignal): Promise<Exclude<WishlistStatus, "loading">> {
  const store = getDefaultStore();
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason);
      return;
    }
    const settled = () => {
      const current = store.get(wishlistStatusAtom);
      if (current === "loading") return;
      stop();
      resolve(current);
    };
    const abort = () => {
      stop();
      reject(signal?.reason);
    };
    const unsubscribe = store.sub(wishlistStatusAtom, settled);
    const stop = () => {
      unsubscribe();
      signal?.removeEventListener("abort", abort);
    };
    signal?.addEventListener("abort", abort, { once: true });
    settled();
  });
}

/**
 * The signed-in customer's list for the wishlist screen's loader, once the store holds it: the
 * root route's clientLoader loads it (with a guest cookie merged in) with the session, so the loader
 * waits for that rather than reading it a second time; a list that failed is asked for again
 * (the screen's Retry). Null when it cannot be read.
 */
export async function customerWishlistIds(signal: AbortSignal): Promise<number[] | null> {
  if (getDefaultStore().get(wishlistStatusAtom) === "error") {
    // Imported here, not above: the wishlist's action waits with this module and needs none of it for a guest.
    const { loadCustomerWishlist } = await import("@/lib/customer-wishlist-requests");
    await loadCustomerWishlist();
  }
  const status = await whenWishlistKnown(signal);
  return status === "loaded" ? getDefaultStore().get(wishlistIdsAtom) : null;
}
