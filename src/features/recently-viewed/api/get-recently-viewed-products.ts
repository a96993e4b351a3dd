import { useSetAtom } from "jotai";
import { useProductsById } from "@/lib/use-products-by-id";
import { forgetViewedAtom } from "@/features/recently-viewed/stores/recently-viewed";

/**
 * The listed products as the catalogue has them now (GET /api/products?ids=), in the list's order:
 * read afresh each time the carousel is shown, so a sold-out product says so. Products the
 * catalogue no longer returns were withdrawn: they leave the list.
 */
export function useRecentlyViewedProducts(ids: readonly number[]) {
  return useProductsById(ids, "recently viewed products", useSetAtom(forgetViewedAtom));
}
