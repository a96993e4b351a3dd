/**
 * The wishlist (SPEC.md sections 3 to 5 and 9): product ids, newest first, added once, removed by
 * id; the screens rehydrate names and prices from the catalogue.
 * - A guest's list lives in the wishlistItems cookie for 7 days.
 * - A customer's list lives behind /api/wishlist. When a customer is seen with a guest cookie
 *   (just signed in), the cookie's ids join the list, the server is updated, and only then is the
 *   cookie removed. Changes show at once and are saved in order; a failed save puts the list back
 *   to what the server holds and says so.
 */
import { atom, type Getter, type Setter } from "jotai";
import { isStoredId, storedIdsProblem } from "@/domain/stored-ids";
import { mergeWishlists, WISHLIST_MAX_ITEMS } from "@/domain/wishlist-rules";
import { persistedAtom, readPersisted, RESET, storedShape, type Persistence } from "@/lib/persisted-atom";
import { sessionUserAtom } from "./session";

export { WISHLIST_MAX_ITEMS };
export const WISHLIST_COOKIE = "wishlistItems";
export const WISHLIST_COOKIE_DAYS = 7;
export const WISHLIST_SAVE_FAILED = "Your wishlist could not be saved. Please try again.";
export const WISHLIST_FETCH_FAILED = "Your wishlist could not be loaded.";

const GUEST_COOKIE: Persistence = { in: "cookie", days: WISHLIST_COOKIE_DAYS };

/** The guest's ids, read without a validation library (stored-ids.ts): the header counts them. */
const GuestWishlistShape = storedShape<number[]>((json) => {
  if (!Array.isArray(json) || !json.every(isStoredId)) return { problem: "not a list of product ids" };
  const problem = storedIdsProblem(json, WISHLIST_MAX_ITEMS);
  return problem ? { problem } : { value: json };
});

/**
 * GET /api/wishlist, or PUT it with `ids`: a customer's list. The request's code (the API client
 * and the body's schema) is imported with the first request, not with the page frame: a guest's
 * page never needs it. Its failure to load is the request's failure.
 */
async function wishlistRequest(ids?: readonly number[]): Promise<number[]> {
  const [{ apiGet, apiSend }, { WishlistBodySchema }] = await Promise.all([
    import("@/lib/api-client"),
    import("@/domain/wishlist"),
  ]);
  const body =
    ids === undefined
      ? await apiGet("/api/wishlist", WishlistBodySchema)
      : await apiSend("PUT", "/api/wishlist", { ids }, WishlistBodySchema);
  return body.ids;
}

export const guestWishlistAtom = persistedAtom<number[]>(WISHLIST_COOKIE, GuestWishlistShape, [], GUEST_COOKIE);

/** The guest cookie as it is now, for the wishlist screen's loader: the atoms fill in after hydration. */
export function storedGuestWishlistIds(): number[] {
  return readPersisted(WISHLIST_COOKIE, GuestWishlistShape, [], GUEST_COOKIE);
}

type CustomerWishlist = { userId: number; status: "loading" | "error" | "loaded"; ids: number[]; saved: number[] };

const customerWishlistAtom = atom<CustomerWishlist | null>(null);

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

let serverWrites: Promise<unknown> = Promise.resolve();

/**
 * Loads the customer's list, merging a guest cookie into it first: the root route's clientLoader
 * runs it with the session's answer (a page load, a sign-in). Guests need nothing loaded.
 */
export const loadWishlistAtom = atom(null, async (get, set): Promise<void> => {
  const user = get(sessionUserAtom);
  if (!user) return;
  const current = get(customerWishlistAtom);
  if (!current || current.userId !== user.id)
    set(customerWishlistAtom, { userId: user.id, status: "loading", ids: [], saved: [] });
  const work = async () => {
    let ids: number[];
    try {
      ids = await wishlistRequest();
    } catch (error) {
      console.error(WISHLIST_FETCH_FAILED, error);
      if (get(sessionUserAtom)?.id === user.id)
        set(customerWishlistAtom, { userId: user.id, status: "error", ids: [], saved: [] });
      return;
    }
    const guest = get(guestWishlistAtom);
    if (guest.length > 0) {
      try {
        ids = await wishlistRequest(mergeWishlists(ids, guest));
        set(guestWishlistAtom, RESET);
      } catch (error) {
        // The cookie stays for the next try: nothing the guest saved is lost.
        console.error(WISHLIST_SAVE_FAILED, error);
      }
    }
    if (get(sessionUserAtom)?.id === user.id)
      set(customerWishlistAtom, { userId: user.id, status: "loaded", ids, saved: ids });
  };
  const next = serverWrites.then(work, work);
  serverWrites = next;
  await next;
});

export type WishlistChange = { result: "added" | "removed" | "full" | "unchanged"; saved: Promise<boolean> };

function change(get: Getter, set: Setter, next: (ids: number[]) => number[]): Promise<boolean> {
  const user = get(sessionUserAtom);
  if (!user) {
    set(guestWishlistAtom, next(get(guestWishlistAtom)));
    return Promise.resolve(true);
  }
  const list = get(customerWishlistAtom);
  if (!list || list.userId !== user.id || list.status !== "loaded") return Promise.resolve(false);
  set(customerWishlistAtom, { ...list, ids: next(list.ids) });
  const work = async (): Promise<boolean> => {
    const latest = get(customerWishlistAtom);
    if (!latest || latest.userId !== user.id) return false;
    try {
      const saved = await wishlistRequest(latest.ids);
      const now = get(customerWishlistAtom);
      if (now?.userId === user.id) set(customerWishlistAtom, { ...now, saved });
      return true;
    } catch (error) {
      console.error(WISHLIST_SAVE_FAILED, error);
      const now = get(customerWishlistAtom);
      if (now?.userId === user.id) set(customerWishlistAtom, { ...now, ids: now.saved });
      return false;
    }
  };
  const saved = serverWrites.then(work, work);
  serverWrites = saved;
  return saved;
}

/** Adds the product when absent, removes it when present. */
export const toggleWishlistAtom = atom(null, (get, set, productId: number): WishlistChange => {
  const ids = get(wishlistIdsAtom);
  if (ids.includes(productId))
    return { result: "removed", saved: change(get, set, (list) => list.filter((id) => id !== productId)) };
  if (ids.length >= WISHLIST_MAX_ITEMS) return { result: "full", saved: Promise.resolve(true) };
  return {
    result: "added",
    saved: change(get, set, (list) => (list.includes(productId) ? list : [productId, ...list])),
  };
});

/** Removes one product by id (SPEC.md section 4). */
export const removeFromWishlistAtom = atom(null, (get, set, productId: number): WishlistChange => {
  if (!get(wishlistIdsAtom).includes(productId)) return { result: "unchanged", saved: Promise.resolve(true) };
  return { result: "removed", saved: change(get, set, (list) => list.filter((id) => id !== productId)) };
});
