/**
 * The wishlist (SPEC.md sections 3 to 5 and 9): product ids, newest first, added once, removed by
 * id; the screens rehydrate names and prices from the catalogue.
 * - A guest's list lives in the wishlistItems cookie for 7 days.
 * - A customer's list lives behind /api/wishlist; the root route's read of the session loads it
 *   (src/lib/customer-wishlist-requests.ts).
 * Every change goes through the /wishlist/change route's action (src/app/routes/wishlist-change.ts):
 * this module holds only what the browser keeps and what the page frame shows.
 */
import { atom } from "jotai";
import { isStoredId, storedIdsProblem } from "@/domain/stored-ids";
import { WISHLIST_MAX_ITEMS } from "@/domain/wishlist-rules";
import { persistedAtom, readPersisted, storedShape, type Persistence } from "@/lib/persisted-atom";
import { sessionUserAtom } from "./session";

export { WISHLIST_MAX_ITEMS };
export const WISHLIST_COOKIE = "wishlistItems";
export const WISHLIST_COOKIE_DAYS = 7;
export const WISHLIST_SAVE_FAILED = "Your wishlist could not be saved. Please try again.";
export const WISHLIST_FULL = `Your wishlist is full (${WISHLIST_MAX_ITEMS} items). Remove one to add another.`;

const GUEST_COOKIE: Persistence = { in: "cookie", days: WISHLIST_COOKIE_DAYS };

/** The guest's ids, read without a validation library (stored-ids.ts): the header counts them. */
const GuestWishlistShape = storedShape<number[]>((json) => {
  if (!Array.isArray(json) || !json.every(isStoredId)) return { problem: "not a list of product ids" };
  const problem = storedIdsProblem(json, WISHLIST_MAX_ITEMS);
  return problem ? { problem } : { value: json };
});

export const guestWishlistAtom = persistedAtom<number[]>(WISHLIST_COOKIE, GuestWishlistShape, [], GUEST_COOKIE);

/** The guest cookie as it is now, for the wishlist screen's loader: the atoms fill in after hydration. */
export function storedGuestWishlistIds(): number[] {
  return readPersisted(WISHLIST_COOKIE, GuestWishlistShape, [], GUEST_COOKIE);
}

/**
 * A customer's list as shown (`ids`, changed at once by a write in flight) and as the server last
 * answered (`saved`, what a failed save goes back to). Loaded and written by
 * src/lib/customer-wishlist-requests.ts, whose code comes with the first request, not with the
 * page frame.
 */
export type CustomerWishlist = { userId: number; status: WishlistStatus; ids: number[]; saved: number[] };

export const customerWishlistAtom = atom<CustomerWishlist | null>(null);

export type WishlistStatus = "loading" | "error" | "loaded";

/** Whether the shown list is known yet (a customer's comes from the server). */
export const wishlistStatusAtom = atom((get): WishlistStatus => {
  const user = get(sessionUserAtom);
  // Until the session is known, an empty guest list could be a customer's list not yet loaded.
  if (user === undefined) return "loading";
  if (!user) return "loaded";
  const list = get(customerWishlistAtom);
  return list?.userId === user.id ? list.status : "loading";
});

/** A customer's list could not be loaded: nothing shown can be changed. */
export const wishlistFailedAtom = atom((get) => get(wishlistStatusAtom) === "error");

/** The ids shown: the customer's list while signed in, else the guest cookie's. */
export const wishlistIdsAtom = atom((get): number[] => {
  const user = get(sessionUserAtom);
  if (!user) return get(guestWishlistAtom);
  const list = get(customerWishlistAtom);
  return list?.userId === user.id ? list.ids : [];
});

export const wishlistCountAtom = atom((get) => get(wishlistIdsAtom).length);
