import { DEFAULT_LOCALE, localeOfPath } from "@domain/locale";

/**
 * A catalogue JSON path (GET /api/products, /api/search-suggestions) in the language of the page
 * the browser shows, for the reads made in the browser only (a compare list, a wishlist, the
 * search box): a French page gets French names. The language goes in the URL, never a header, so
 * the CDN keeps one answer per language.
 */
export function inPageLocale(path: string): string {
  const locale = localeOfPath(window.location.pathname);
  return locale === DEFAULT_LOCALE ? path : `${path}${path.includes("?") ? "&" : "?"}locale=${locale}`;
}
