/**
 * The wishlist's bound and its merge, apart from its schemas (wishlist.ts): the page frame keeps
 * the list and counts it with these alone.
 */

/** 100 ids stay well under one cookie's 4 KB. */
export const WISHLIST_MAX_ITEMS = 100;

/** The guest's ids that are new to the customer's list go first (they are the newest). */
export function mergeWishlists(customer: readonly number[], guest: readonly number[]): number[] {
  const merged = [...guest.filter((id) => !customer.includes(id)), ...customer];
  return merged.slice(0, WISHLIST_MAX_ITEMS);
}

/** What a shopper asks of one product: a heart asks for what it does not show. */
export type WishlistIntent = "add" | "remove";

export function isWishlistIntent(value: unknown): value is WishlistIntent {
  return value === "add" || value === "remove";
}

export type WishlistChangeResult = "added" | "removed" | "full" | "unchanged";

/**
 * One product added (newest first, once) or removed by id (SPEC.md sections 4 and 5); a full list
 * takes nothing more.
 */
export function changeWishlist(
  ids: readonly number[],
  intent: WishlistIntent,
  productId: number,
): { result: WishlistChangeResult; ids: number[] } {
  const present = ids.includes(productId);
  const wanted = intent === "add";
  if (wanted === present) return { result: "unchanged", ids: [...ids] };
  if (!wanted) return { result: "removed", ids: ids.filter((id) => id !== productId) };
  if (ids.length >= WISHLIST_MAX_ITEMS) return { result: "full", ids: [...ids] };
  return { result: "added", ids: [productId, ...ids] };
}

/**
 * A change of several products at once (only ever removals: the ones no longer sold): the list
 * after it, and what the last product that changed says (a full list took nothing more).
 */
export function changeWishlistProducts(
  ids: readonly number[],
  intent: WishlistIntent,
  productIds: readonly number[],
): { result: WishlistChangeResult; ids: number[] } {
  let list = [...ids];
  let result: WishlistChangeResult = "unchanged";
  for (const productId of productIds) {
    const change = changeWishlist(list, intent, productId);
    list = change.ids;
    if (change.result !== "unchanged") result = change.result;
  }
  return { result, ids: list };
}
