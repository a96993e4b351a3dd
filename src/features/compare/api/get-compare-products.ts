import { useState } from "react";
import { ProductsPageSchema, PRODUCTS_MAX_PAGE_SIZE, type Product } from "@/domain/product";
import { useApiQuery, type QueryState } from "@/lib/use-api-query";
import { inListOrder } from "@/features/compare/utils/compare-item";

/**
 * The compare list's products (GET /api/products?ids=...), in list order. The request only
 * changes when an id appears that was not fetched yet: removing a product filters the answer
 * already in hand instead of reloading the whole table.
 */
export function useCompareProducts(ids: readonly number[]): QueryState<Product[]> {
  const [fetchedIds, setFetchedIds] = useState<readonly number[]>(ids);
  const missing = ids.some((id) => !fetchedIds.includes(id));
  if (missing) setFetchedIds(ids);
  const wanted = missing ? ids : fetchedIds;

  const query = useApiQuery(
    wanted.length === 0 ? null : `/api/products?ids=${wanted.join(",")}&pageSize=${PRODUCTS_MAX_PAGE_SIZE}`,
    ProductsPageSchema,
  );
  if (ids.length === 0) return { status: "loaded", data: [] };
  if (query.status !== "loaded") return query;
  return { status: "loaded", data: inListOrder(ids, query.data.items) };
}
