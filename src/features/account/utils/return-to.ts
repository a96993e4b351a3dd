/**
 * Where the address form sends the shopper after saving. The target comes from the URL
 * (`?returnTo=`), which anybody can craft, so only paths inside this site are followed: a value
 * like "//evil.example" or "/\evil.example" would make the browser leave the shop.
 */
export const DEFAULT_RETURN_TO = "/your-address";

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

/** The page to go back to: the safe `returnTo`, or the address list. */
export function returnTarget(raw: string | null | undefined): string {
  return safeReturnTo(raw) ?? DEFAULT_RETURN_TO;
}

/**
 * `path` with `addressId={id}` added to its query (before any #fragment), replacing an old
 * addressId, so the screen that sent the shopper here (checkout) can pick the new address.
 */
export function withAddressId(path: string, addressId: number): string {
  const hashAt = path.indexOf("#");
  const beforeHash = hashAt === -1 ? path : path.slice(0, hashAt);
  const hash = hashAt === -1 ? "" : path.slice(hashAt);
  const queryAt = beforeHash.indexOf("?");
  const pathname = queryAt === -1 ? beforeHash : beforeHash.slice(0, queryAt);
  const query = new URLSearchParams(queryAt === -1 ? "" : beforeHash.slice(queryAt + 1));
  query.set("addressId", String(addressId));
  return `${pathname}?${query.toString()}${hash}`;
}
