/**
 * The wishlist (SPEC.md sections 3 to 5 and 9): kept in the wishlistItems cookie for 7 days as a
 * compact list of product ids, newest first; the screens rehydrate names and prices from the
 * catalogue. Add only when the id is not there yet; remove by id.
 */
import { atom } from "jotai";
import * as v from "valibot";
import { IdSchema } from "../domain/ids";
import { persistedAtom } from "../lib/persisted-atom";

export const WISHLIST_COOKIE = "wishlistItems";
export const WISHLIST_COOKIE_DAYS = 7;
/** 100 ids stay well under one cookie's 4 KB. */
export const WISHLIST_MAX_ITEMS = 100;

const WishlistIdsSchema = v.pipe(v.array(IdSchema), v.maxLength(WISHLIST_MAX_ITEMS));

export const wishlistIdsAtom = persistedAtom<number[]>(WISHLIST_COOKIE, WishlistIdsSchema, [], {
  in: "cookie",
  days: WISHLIST_COOKIE_DAYS,
});

export const wishlistCountAtom = atom((get) => get(wishlistIdsAtom).length);

export type WishlistToggleResult = "added" | "removed" | "full";

/** Adds the product when absent, removes it when present. */
export const toggleWishlistAtom = atom(null, (get, set, productId: number): WishlistToggleResult => {
  const ids = get(wishlistIdsAtom);
  if (ids.includes(productId)) {
    set(wishlistIdsAtom, ids.filter((id) => id !== productId));
    return "removed";
  }
  if (ids.length >= WISHLIST_MAX_ITEMS) return "full";
  set(wishlistIdsAtom, [productId, ...ids]);
  return "added";
});
