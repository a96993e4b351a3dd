/**
 * A page to go back to after a detour (sign-in, the address form). The target comes from the URL
 * (`?returnTo=`), which anybody can craft, so only paths inside this site are followed: a value
 * like "//evil.example" or "/\evil.example" would make the browser leave the shop.
 */
export const RETURN_TO_PARAM = "returnTo";

/**
 * `raw` when it is a path on this site, else null. Whitespace and control characters are refused
 * too: browsers drop tabs and newlines from URLs, so "/\t/evil.example" would become "//evil.example".
 */
export function safeReturnTo(raw: string | null | undefined): string | null {
  if (!raw || !raw.startsWith("/") || raw.startsWith("//")) return null;
  if (raw.includes("\\")) return null;
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused here
  if (/[\s\u0000-\u001f\u007f]/.test(raw)) return null;
  return raw;
}

/** `page` carrying the page to come back to, when there is one. */
export function withReturnTo(page: string, returnTo: string | null): string {
  return returnTo === null ? page : `${page}?${new URLSearchParams({ [RETURN_TO_PARAM]: returnTo }).toString()}`;
}

/** /login, coming back to `path` after signing in. */
export function signInPath(path: string): string {
  return withReturnTo("/login", path);
}

/** The safe page to come back to that a URL's query names, or null. */
export function returnToIn(search: URLSearchParams): string | null {
  return safeReturnTo(search.get(RETURN_TO_PARAM));
}

/**
 * The page the shopper is on, as the sign-in should bring them back to it: the `returnTo` it was
 * itself given when there is one (/UserProfile, where /your-orders sends a guest), else its own
 * path and query, which carries the /fr prefix so the return stays French.
 */
export function pageToReturnTo(pathname: string, search: string): string {
  return returnToIn(new URLSearchParams(search)) ?? `${pathname}${search}`;
}
