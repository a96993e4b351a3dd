/**
 * Who is shopping and their wishlist, read on the page server with the request's cookies: the
 * shopper route's loader hands it to the page (src/lib/shopper.tsx), the wishlist screen's loader
 * to its screen. A guest's list is their cookie (a guest's checkout session's too); a customer's
 * the shop API's, with a guest's list saved on this device merged into it once (the cookie then
 * goes). Server-only.
 */
import type { RouterContextProvider } from "react-router";
import { clearedGuestWishlistCookie, parseGuestWishlistCookie, WISHLIST_COOKIE } from "@/domain/guest-wishlist";
import type { Shopper } from "@/domain/shopper";
import { WISHLIST_FETCH_FAILED } from "@/domain/wishlist";
import { accountHolder } from "@/lib/session-user";
import { readCookie } from "@functions/_shared/session";
import { readCustomerWishlist } from "@functions/_shared/wishlist";
import { serve, shopOf } from "./shop.server";

export async function readShopper(
  request: Request,
  context: Readonly<RouterContextProvider>,
): Promise<{ shopper: Shopper; cookies: string[] }> {
  const guestIds = parseGuestWishlistCookie(readCookie(request, WISHLIST_COOKIE));
  const user = await shopOf(context)
    .customer()
    .catch((error: unknown) => {
      // A session that cannot be checked now leaves a guest's page: the sign-in form and the cart
      // do not wait, and a customer can sign in again (SPEC.md section 8).
      console.warn("Could not read the session; answering as for a guest:", error);
      return null;
    });
  // A guest's checkout session keeps the frame's `guest` mark, and the visitor's cookie list (decision 063).
  const holder = accountHolder(user);
  if (!holder) return { shopper: { user, wishlist: { status: "loaded", ids: guestIds } }, cookies: [] };
  const read = await serve(
    context,
    "anyone",
    (ctx) => readCustomerWishlist({ ...ctx, customer: holder }, guestIds),
    false,
  );
  if (!read.ok) {
    console.error(WISHLIST_FETCH_FAILED, read.error.message);
    return { shopper: { user, wishlist: { status: "error" } }, cookies: [] };
  }
  const { ids, merged } = read.value;
  const secure = new URL(request.url).protocol === "https:";
  return {
    shopper: { user, wishlist: { status: "loaded", ids } },
    cookies: merged ? [clearedGuestWishlistCookie(secure)] : [],
  };
}
