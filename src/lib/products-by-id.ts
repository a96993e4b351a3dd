/**
 * The catalogue's reads made in the browser only (a cart or wishlist cookie holds only ids, a
 * compare list, the search box), in the language of the page it shows. One module for them all:
 * each shared chunk a route imports is one more entry in the route manifest every page loads.
 */
import { DEFAULT_LOCALE, localeOfPath } from "@domain/locale";
import { PRODUCTS_MAX_PAGE_SIZE, ProductsPageSchema, type Product } from "@/domain/product";
import { apiGet } from "./api-client";

/**
 * A catalogue JSON path (GET /api/products, /api/search-suggestions) in the page's language: a
 * French page gets French names. The language goes in the URL, never a header, so the CDN keeps
 * one answer per language.
 */
export function inPageLocale(path: string): string {
  const locale = localeOfPath(window.location.pathname);
  return locale === DEFAULT_LOCALE ? path : `${path}${path.includes("?") ? "&" : "?"}locale=${locale}`;
}

/**
 * The products of `ids`, fetched through GET /api/products?ids= in pages of at most 48, in
 * parallel. Unknown ids are absent from the map: the product has left the catalogue.
 */
export async function fetchProductsById(ids: readonly number[], signal?: AbortSignal): Promise<Map<number, Product>> {
  const unique = [...new Set(ids)];
  const chunks: number[][] = [];
  for (let start = 0; start < unique.length; start += PRODUCTS_MAX_PAGE_SIZE)
    chunks.push(unique.slice(start, start + PRODUCTS_MAX_PAGE_SIZE));
  const pages = await Promise.all(
    chunks.map((chunk) =>
      apiGet(
        inPageLocale(`/api/products?ids=${chunk.join(",")}&pageSize=${PRODUCTS_MAX_PAGE_SIZE}`),
        ProductsPageSchema,
        {
          signal,
        },
      ),
    ),
  );
  const byId = new Map<number, Product>();
  for (const page of pages) for (const product of page.items) byId.set(product.id, product);
  return byId;
}
