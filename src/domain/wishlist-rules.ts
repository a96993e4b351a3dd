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
