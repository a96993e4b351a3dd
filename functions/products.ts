import type { Config } from "@netlify/functions";
import { parseIdText } from "../src/domain/ids";
import {
  matchesSearch,
  pageOf,
  priceInRange,
  ProductQuerySchema,
  type ProductResponse,
  type ProductsPage,
} from "../src/domain/product";
import { CATALOGUE_CACHE_HEADERS, errorResponse, json, validate } from "./_shared/http";
import { anyone, endpoint, type RouteContext } from "./_shared/route";

export const config: Config = { path: ["/api/products", "/api/products/:id"] };

/** The shop API's filter needs both bounds; these cover every price it can hold. */
const NO_MIN = 0;
const NO_MAX = 1_000_000_000;

const QUERY_KEYS = ["cat", "subcat", "ids", "min", "max", "q", "page", "pageSize"] as const;

/** One page of the catalogue, filtered on the server. */
async function listProducts({ url, shopApi }: RouteContext): Promise<Response> {
  const raw: Record<string, string> = {};
  for (const key of QUERY_KEYS) {
    const value = url.searchParams.get(key);
    if (value !== null && value !== "") raw[key] = value;
  }
  const query = validate(ProductQuerySchema, raw);
  const filtered = query.subcat !== undefined || query.min !== undefined || query.max !== undefined;
  const min = query.min ?? NO_MIN;
  const max = query.max ?? NO_MAX;
  const products = await shopApi.getProducts(filtered ? { subcatId: query.subcat ?? null, min, max } : undefined);
  // SPEC.md section 7: the client filters the shop API's answer again by price, and searches.
  const ids = query.ids ? new Set(query.ids) : null;
  const matching = products.filter(
    (product) =>
      priceInRange(product, min, max) &&
      matchesSearch(product, query.q ?? "") &&
      (query.cat === undefined || product.categoryId === query.cat) &&
      (ids === null || ids.has(product.id)),
  );
  const body: ProductsPage = {
    items: pageOf(matching, query.page, query.pageSize),
    total: matching.length,
    page: query.page,
    pageSize: query.pageSize,
  };
  return json(body, { headers: CATALOGUE_CACHE_HEADERS });
}

async function getProduct({ params, shopApi }: RouteContext): Promise<Response> {
  const id = parseIdText(params.id);
  const product = id === null ? null : await shopApi.getProduct(id);
  if (!product) return errorResponse(404, "product_not_found", "Product not found.");
  return json({ product } satisfies ProductResponse, { headers: CATALOGUE_CACHE_HEADERS });
}

export default endpoint(config, {
  "/api/products": { GET: anyone(listProducts) },
  "/api/products/:id": { GET: anyone(getProduct) },
});
