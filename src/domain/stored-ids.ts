/**
 * Product ids as the browser keeps them in a cookie (the guest's cart and wishlist): the same
 * rule as ids.ts's IdSchema (a whole number of 1 or more), written without the validation library,
 * which the page frame reads these cookies without (design notes, "JavaScript before interaction").
 */
export function isStoredId(value: unknown): value is number {
  return typeof value === "number" && Number.isInteger(value) && value >= 1;
}

/** Why `ids` is not a list of at most `max` distinct ids, or null when it is one. */
export function storedIdsProblem(ids: readonly unknown[], max: number): string | null {
  if (ids.length > max) return `more than ${max} products`;
  if (new Set(ids).size !== ids.length) return "a product appears twice";
  return null;
}
