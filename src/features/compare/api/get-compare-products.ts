import { ProductsPageSchema, PRODUCTS_MAX_PAGE_SIZE, type Product } from "@/domain/product";
import { apiGet } from "@/lib/api-client";
import { inPageLocale } from "@/lib/page-locale";
import { inListOrder } from "@/features/compare/utils/compare-item";

/** The compare list's products (GET /api/products?ids=...), in list order. */
export async function getCompareProducts(ids: readonly number[]): Promise<Product[]> {
  if (ids.length === 0) return [];
  const page = await apiGet(
    inPageLocale(`/api/products?ids=${ids.join(",")}&pageSize=${PRODUCTS_MAX_PAGE_SIZE}`),
    ProductsPageSchema,
  );
  return inListOrder(ids, page.items);
}
