import type { Product } from "@/domain/product";
import { inListOrder } from "@/features/compare/utils/compare-item";
import { fetchProductsById } from "@/lib/products-by-id";

/** The compare list's products (GET /api/products?ids=...), in list order. */
export async function getCompareProducts(ids: readonly number[]): Promise<Product[]> {
  if (ids.length === 0) return [];
  return inListOrder(ids, [...(await fetchProductsById(ids)).values()]);
}
