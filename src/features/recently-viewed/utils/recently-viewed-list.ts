/**
 * The recently viewed list's rules: product ids, newest first, each once, at most 12. Opening a
 * product again moves it to the front; the oldest falls off the end.
 */
export const RECENTLY_VIEWED_MAX = 12;

/** The list after the shopper opened `productId`. */
export function withViewed(ids: readonly number[], productId: number): number[] {
  return [productId, ...ids.filter((id) => id !== productId)].slice(0, RECENTLY_VIEWED_MAX);
}

/**
 * A stored list made sound: each id once, at its newest place, and at most 12 (storage is edited
 * by hand, or was written by an older version with another limit).
 */
export function soundViewedList(ids: readonly number[]): number[] {
  return [...new Set(ids)].slice(0, RECENTLY_VIEWED_MAX);
}
