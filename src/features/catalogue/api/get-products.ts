import { PRODUCTS_PAGE_SIZE, ProductsPageSchema, type ProductsPage } from "@/domain/product";
import { useApiQuery } from "@/lib/use-api-query";
import { fetchFailureMessage } from "@/features/catalogue/utils/fetch-failure";

/** What a listing asks GET /api/products for; absent fields are not sent. */
export interface ProductsRequest {
  cat?: number | null;
  subcat?: number | null;
  min?: number;
  max?: number;
  q?: string;
  page: number;
}

export type ProductsState =
  { status: "loading" } | { status: "loaded"; result: ProductsPage } | { status: "error"; message: string };

export function productsPath(request: ProductsRequest): string {
  const params = new URLSearchParams();
  if (request.cat != null) params.set("cat", String(request.cat));
  if (request.subcat != null) params.set("subcat", String(request.subcat));
  if (request.min !== undefined) params.set("min", String(request.min));
  if (request.max !== undefined) params.set("max", String(request.max));
  if (request.q) params.set("q", request.q);
  params.set("page", String(request.page));
  params.set("pageSize", String(PRODUCTS_PAGE_SIZE));
  return `/api/products?${params.toString()}`;
}

/** One page of products; `request` null waits (e.g. until a slug is resolved to an id). */
export function useProducts(request: ProductsRequest | null): ProductsState {
  const query = useApiQuery(request === null ? null : productsPath(request), ProductsPageSchema);
  if (query.status === "loading") return query;
  if (query.status === "error") return { status: "error", message: fetchFailureMessage("products", query.error) };
  return { status: "loaded", result: query.data };
}
