/**
 * A guest's wishlist is the wishlistItems cookie (SPEC.md section 3: product ids, newest first, 7
 * days), read and written by the page server: the shopper route's loader shows it, the wishlist's
 * action changes it, with script or without, in the encoding the browser's tests and older pages
 * wrote (URI-encoded JSON). A customer's list is the shop API's (functions/_shared/wishlist.ts).
 */
import { cookieAssignment } from "./cookie-text";
import { isStoredId, storedIdsProblem } from "./stored-ids";
import { WISHLIST_MAX_ITEMS } from "./wishlist-rules";

export const WISHLIST_COOKIE = "wishlistItems";
const WISHLIST_COOKIE_DAYS = 7;

/** The cookie's ids as the request carries them; anything else (SPEC.md section 8) is an empty list. */
export function parseGuestWishlistCookie(raw: string | null): number[] {
  if (raw === null) return [];
  try {
    const json: unknown = JSON.parse(decodeURIComponent(raw));
    if (!Array.isArray(json) || !json.every(isStoredId)) return [];
    return storedIdsProblem(json, WISHLIST_MAX_ITEMS) ? [] : json;
  } catch {
    return [];
  }
}

/** The Set-Cookie value holding `ids`. */
export function guestWishlistSetCookie(ids: readonly number[], secure: boolean): string {
  return cookieAssignment(WISHLIST_COOKIE, JSON.stringify(ids), WISHLIST_COOKIE_DAYS * 24 * 60 * 60, secure);
}

/** The Set-Cookie value removing the cookie: its ids are the customer's now. */
export function clearedGuestWishlistCookie(secure: boolean): string {
  return cookieAssignment(WISHLIST_COOKIE, "", 0, secure);
}
