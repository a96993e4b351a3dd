import type { Config } from "@netlify/functions";
import { parseIdText } from "../src/domain/ids";
import {
  MAX_SUBCATEGORY_SUGGESTIONS,
  MAX_SUGGESTIONS,
  pageOf,
  ProductQuerySchema,
  type Product,
  type ProductQuery,
  type ProductResponse,
  type ProductsPage,
  type SearchSuggestion,
  type SearchSuggestionsResponse,
} from "../src/domain/product";
import {
  matchesFilters,
  productFacets,
  queryWords,
  sortProducts,
  type ProductFilters,
} from "../src/domain/product-filters";
import { withFallback } from "./_shared/catalogue-extensions";
import { getConfig } from "./_shared/config";
import { CATALOGUE_CACHE_HEADERS, errorResponse, json, validate } from "./_shared/http";
import { anyone, endpoint, type RouteContext } from "./_shared/route";
import type { ShopApiClient, ShopSuggestion } from "./_shared/shop-api-client";

export const config: Config = { path: ["/api/products", "/api/products/:id", "/api/search-suggestions"] };

/** The shop API's filter needs both bounds; these cover every price it can hold. */
const NO_MIN = 0;
const NO_MAX = 1_000_000_000;

const QUERY_KEYS = [
  "cat",
  "subcat",
  "ids",
  "min",
  "max",
  "q",
  "page",
  "pageSize",
  "sizes",
  "colors",
  "inStock",
  "minRating",
  "sort",
] as const;

function filtersOf(query: ProductQuery): ProductFilters {
  return {
    categoryId: query.cat,
    subcategoryId: query.subcat,
    min: query.min,
    max: query.max,
    sizes: query.sizes,
    colors: query.colors,
    inStock: query.inStock,
    minRating: query.minRating,
    q: query.q,
  };
}

/**
 * The page from a list already in hand: filtered, sorted, paged and counted here. Relevance with
 * a text query puts products whose name holds every word first (the shop API ranks by bm25).
 */
function pageFromList(products: readonly Product[], query: ProductQuery): ProductsPage {
  const filters = filtersOf(query);
  const matching = products.filter((product) => matchesFilters(product, filters));
  const sort = query.sort ?? "relevance";
  let sorted = sortProducts(matching, sort);
  if (sort === "relevance" && query.q) {
    const words = queryWords(query.q);
    const inName = (product: Product) =>
      words.every((word) => queryWords(product.name).some((token) => token.startsWith(word)));
    sorted = [...sorted.filter(inName), ...sorted.filter((product) => !inName(product))];
  }
  return {
    items: pageOf(sorted, query.page, query.pageSize),
    total: matching.length,
    page: query.page,
    pageSize: query.pageSize,
    facets: productFacets(products, filters),
  };
}

/**
 * Section 7 only: the whole catalogue (GetAllProductFilter's full price range for a subcategory),
 * filtered, counted and paged here as before issue 14. The price range is applied here, not by the
 * shop API, because the price facet must see the products outside it.
 */
async function pageFromCatalogue(shopApi: ShopApiClient, query: ProductQuery): Promise<ProductsPage> {
  const products = await shopApi.getProducts(
    query.subcat === undefined ? undefined : { subcatId: query.subcat, min: NO_MIN, max: NO_MAX },
  );
  return pageFromList(products, query);
}

/** One page of the catalogue, filtered, sorted and counted by the shop API when it can. */
async function listProducts({ url, shopApi }: RouteContext): Promise<Response> {
  const raw: Record<string, string> = {};
  for (const key of QUERY_KEYS) {
    const value = url.searchParams.get(key);
    if (value !== null && value !== "") raw[key] = value;
  }
  const query = validate(ProductQuerySchema, raw);
  const shopApiUrl = getConfig().shopApiUrl;
  let body: ProductsPage;
  if (query.ids) {
    // A compare list or a saved cart: at most 48 products, the other filters applied here.
    const ids = query.ids;
    const products = await withFallback(
      shopApiUrl,
      () => shopApi.getProductsByIds(ids),
      async () => {
        const wanted = new Set(ids);
        return (await shopApi.getProducts()).filter((product) => wanted.has(product.id));
      },
    );
    body = pageFromList(products, query);
  } else {
    body = await withFallback(
      shopApiUrl,
      async () => {
        const page = await shopApi.getProductPage({
          ...filtersOf(query),
          sort: query.sort,
          page: query.page,
          pageSize: query.pageSize,
        });
        return { ...page, page: query.page, pageSize: query.pageSize };
      },
      () => pageFromCatalogue(shopApi, query),
    );
  }
  return json(body, { headers: CATALOGUE_CACHE_HEADERS });
}

async function getProduct({ params, shopApi }: RouteContext): Promise<Response> {
  const id = parseIdText(params.id);
  const product = id === null ? null : await shopApi.getProduct(id);
  if (!product) return errorResponse(404, "product_not_found", "Product not found.");
  return json({ product } satisfies ProductResponse, { headers: CATALOGUE_CACHE_HEADERS });
}

const subcategoryHref = (id: number) => `/filter-side?subcat=${id}`;

function toSuggestion(hit: ShopSuggestion): SearchSuggestion {
  return hit.type === "product"
    ? { type: "product", label: hit.label, href: `/product/${hit.productId}` }
    : {
        type: "subcategory",
        label: hit.category ? `${hit.label} in ${hit.category}` : hit.label,
        href: subcategoryHref(hit.subcategoryId),
      };
}

/** Section 7 only: the same suggestions worked out from the category tree and the catalogue. */
async function suggestionsFromCatalogue(shopApi: ShopApiClient, q: string): Promise<ShopSuggestion[]> {
  const words = queryWords(q);
  const starts = (text: string) => {
    const tokens = queryWords(text);
    return words.every((word) => tokens.some((token) => token.startsWith(word)));
  };
  const [categories, products] = await Promise.all([shopApi.getCategories(), shopApi.getProducts()]);
  const perSubcategory = new Map<number, number>();
  for (const product of products) {
    if (product.subcategoryId !== null) {
      perSubcategory.set(product.subcategoryId, (perSubcategory.get(product.subcategoryId) ?? 0) + 1);
    }
  }
  const subcategories: ShopSuggestion[] = categories
    .flatMap((category, order) =>
      category.subcategories
        .filter((sub) => starts(sub.name))
        .map((sub) => ({ sub, category, order, count: perSubcategory.get(sub.id) ?? 0 })),
    )
    .sort((a, b) => b.count - a.count || a.order - b.order)
    .slice(0, MAX_SUBCATEGORY_SUGGESTIONS)
    .map(({ sub, category }) => ({
      type: "subcategory",
      label: sub.name,
      subcategoryId: sub.id,
      category: category.name,
    }));
  const matching = products.filter((product) => matchesFilters(product, { q }));
  const named = matching.filter((product) => starts(product.name));
  const ranked = [...named, ...matching.filter((product) => !named.includes(product))];
  const productHits: ShopSuggestion[] = ranked
    .slice(0, MAX_SUGGESTIONS - subcategories.length)
    .map((product) => ({ type: "product", label: product.name, productId: product.id }));
  return [...subcategories, ...productHits];
}

/** GET /api/search-suggestions?q=: up to 8 for the search box, subcategories first. */
async function searchSuggestions({ url, shopApi }: RouteContext): Promise<Response> {
  // The catalogue's own rule for search text: at most 100 characters (400 beyond).
  const text = url.searchParams.get("q");
  const q = validate(ProductQuerySchema, text ? { q: text } : {}).q ?? "";
  if (queryWords(q).length === 0) {
    return json({ suggestions: [] } satisfies SearchSuggestionsResponse, { headers: CATALOGUE_CACHE_HEADERS });
  }
  const hits = await withFallback(
    getConfig().shopApiUrl,
    () => shopApi.getSearchSuggestions(q),
    () => suggestionsFromCatalogue(shopApi, q),
  );
  const body: SearchSuggestionsResponse = { suggestions: hits.slice(0, MAX_SUGGESTIONS).map(toSuggestion) };
  return json(body, { headers: CATALOGUE_CACHE_HEADERS });
}

export default endpoint(config, {
  "/api/products": { GET: anyone(listProducts) },
  "/api/products/:id": { GET: anyone(getProduct) },
  "/api/search-suggestions": { GET: anyone(searchSuggestions) },
});
