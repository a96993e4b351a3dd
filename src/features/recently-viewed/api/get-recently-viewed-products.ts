import type { Product } from "@/domain/product";
import { fetchProductsById } from "@/lib/products-by-id";

/** The listed products as the catalogue has them now, and the ids it no longer returns. */
export interface ViewedProducts {
  products: Product[];
  /** Ids the catalogue answered without: the product has left it (withdrawn from sale). */
  gone: number[];
}

/**
 * GET /api/products?ids=, in the list's order: read afresh each time the carousel is shown, so a
 * sold-out product says so.
 */
export async function getRecentlyViewedProducts(ids: readonly number[], signal: AbortSignal): Promise<ViewedProducts> {
  const found = await fetchProductsById(ids, signal);
  return {
    products: ids.flatMap((id) => {
      const product = found.get(id);
      return product ? [product] : [];
    }),
    gone: ids.filter((id) => !found.has(id)),
  };
}
