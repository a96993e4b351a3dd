/**
 * How long a page's HTML may be kept (route `headers` exports). Public pages carry no customer
 * data (the header's counts and name fill in in the browser), so a CDN may keep them for a minute
 * and serve them at most five minutes stale while it asks again; a customer's own screens never.
 */
export function publicPageHeaders() {
  return { "Cache-Control": "public, max-age=0, s-maxage=60, stale-while-revalidate=300" };
}

export function privatePageHeaders() {
  return { "Cache-Control": "private, no-store" };
}
