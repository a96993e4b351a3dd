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

/** /login, coming back to `path` after signing in. */
export function signInPath(path: string): string {
  return `/login?${new URLSearchParams({ [RETURN_TO_PARAM]: path }).toString()}`;
}
