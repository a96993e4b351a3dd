/**
 * The wishlist screen's read of a customer's list, apart from the store (wishlist.ts), which the
 * root route's clientLoader loads on every page: only that screen needs it.
 */
import { getDefaultStore } from "jotai";
import { loadWishlistAtom, wishlistIdsAtom, wishlistStatusAtom, type WishlistStatus } from "./wishlist";

/**
 * The signed-in customer's list for the wishlist screen's loader, once the store holds it: the
 * root route's clientLoader loads it (with a guest cookie merged in) with the session, so the loader
 * waits for that rather than reading it a second time; a list that failed is asked for again
 * (the screen's Retry). Null when it cannot be read.
 */
export async function customerWishlistIds(signal: AbortSignal): Promise<number[] | null> {
  const store = getDefaultStore();
  if (store.get(wishlistStatusAtom) === "error") await store.set(loadWishlistAtom);
  const status = await new Promise<WishlistStatus>((resolve, reject) => {
    if (signal.aborted) {
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
      reject(signal.reason);
    };
    const unsubscribe = store.sub(wishlistStatusAtom, settled);
    const stop = () => {
      unsubscribe();
      signal.removeEventListener("abort", abort);
    };
    signal.addEventListener("abort", abort, { once: true });
    settled();
  });
  return status === "loaded" ? store.get(wishlistIdsAtom) : null;
}
