import { localizedPath, type Locale } from "@domain/locale";
import { safeReturnTo } from "@/lib/safe-return-to";

/** Where the address form sends the shopper after saving, when `?returnTo=` names no page of this site. */
export const DEFAULT_RETURN_TO = "/your-address";

/** The page to go back to: the safe `returnTo`, or the address list in the page's language. */
export function returnTarget(raw: string | null | undefined, locale: Locale = "en"): string {
  return safeReturnTo(raw) ?? localizedPath(locale, DEFAULT_RETURN_TO);
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
