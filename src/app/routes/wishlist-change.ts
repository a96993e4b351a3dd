import type { Route } from "./+types/wishlist-change";
import { getDefaultStore } from "jotai";
import { showToast } from "@/components/toast";
import { isStoredId } from "@/domain/stored-ids";
import { changeWishlist, isWishlistIntent, type WishlistChangeResult } from "@/domain/wishlist-rules";
import { readFormData } from "@/lib/form/posted-form";
import type { WishlistChangeAnswer } from "@/lib/wishlist-change";
import { whenWishlistKnown } from "@/stores/customer-wishlist-ids";
import { sessionUserAtom } from "@/stores/session";
import { guestWishlistAtom, wishlistIdsAtom, WISHLIST_FULL, WISHLIST_SAVE_FAILED } from "@/stores/wishlist";

/**
 * Every change of the wishlist (a heart's add or remove, the wishlist screen's Remove of one
 * product or of every one no longer sold), posted by fetchers that ask for no revalidation: no
 * loader reads the list, which the page frame's store holds. A guest's change is the cookie; a
 * customer's shows at once and is saved in order (src/lib/customer-wishlist-requests.ts). It says
 * in a toast what the control could not tell at the tap: a list found full, a save that failed. A
 * resource route with a client action only: the hearts sit on pages rendered once for everyone,
 * and a guest's list is a cookie the browser writes.
 */
export async function clientAction({ request }: Route.ClientActionArgs): Promise<WishlistChangeAnswer> {
  const form = await readFormData(request, { repeated: ["productId"] });
  const intent = form.get("intent");
  // Ids the page's own controls wrote, checked as the cookie's are (no validation library to load).
  const productIds = form.getAll("productId").map(Number);
  if (!isWishlistIntent(intent) || productIds.length === 0 || !productIds.every(isStoredId)) {
    console.error("Wishlist change: not a change", [...form.entries()]);
    return failed();
  }
  // The controls post once the list is known; a change asked for is made even if the control has
  // gone meanwhile (not the request's signal).
  if ((await whenWishlistKnown()) === "error") return { ok: false, result: "unavailable" };

  const store = getDefaultStore();
  const user = store.get(sessionUserAtom);
  // The request code comes with a customer's first change: a guest's never needs it.
  const requests = user ? await import("@/lib/customer-wishlist-requests") : null;
  // Nothing awaits from here until the change is in the store, so a second tap's action starts
  // from this one's list.
  let ids = store.get(wishlistIdsAtom);
  let result: WishlistChangeResult = "unchanged";
  for (const productId of productIds) {
    const change = changeWishlist(ids, intent, productId);
    ids = change.ids;
    // Several products are only ever removed together (the ones no longer sold).
    if (change.result !== "unchanged") result = change.result;
  }
  // A full list the heart could not see (a change on its way, another tab): said here.
  if (result === "full") showToast(WISHLIST_FULL);
  if (result === "unchanged" || result === "full") return { ok: true, result };
  if (!user || !requests) {
    store.set(guestWishlistAtom, ids);
    return { ok: true, result };
  }
  return (await requests.saveCustomerWishlist(user.id, ids)) ? { ok: true, result } : failed();
}

/** Not saved (the list is what the server holds), and the shopper is told. */
function failed(): WishlistChangeAnswer {
  showToast(WISHLIST_SAVE_FAILED);
  return { ok: false, result: "failed" };
}
