/**
 * The catalogue's products for a list of ids (a cart or wishlist cookie holds only ids), fetched
 * through GET /api/products?ids= in pages of at most 48, in parallel. Unknown ids are absent from
 * the map: the product has left the catalogue.
 */
import { PRODUCTS_MAX_PAGE_SIZE, ProductsPageSchema, type Product } from "@/domain/product";
import { apiGet } from "./api-client";
import { inPageLocale } from "./page-locale";

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
