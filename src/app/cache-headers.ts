import type { HeadersArgs } from "react-router";

/** A response nobody may keep: a customer's own page, an error, or a page with a part that failed. */
export const NO_STORE = "no-store";

/**
 * How long a page's HTML may be kept (route `headers` exports). Public pages carry no customer
 * data (the header's counts and name fill in in the browser), so a CDN may keep them for a minute
 * and serve them at most five minutes stale while it asks again; a customer's own screens never.
 */
export function publicPageHeaders({ loaderHeaders, parentHeaders }: HeadersArgs) {
  // A loader whose answer is partial (a part of the page failed) says so with no-store.
  const partial = [loaderHeaders, parentHeaders].some((headers) => headers.get("Cache-Control") === NO_STORE);
  return { "Cache-Control": partial ? NO_STORE : "public, max-age=0, s-maxage=60, stale-while-revalidate=300" };
}

export function privatePageHeaders() {
  return { "Cache-Control": "private, no-store" };
}
