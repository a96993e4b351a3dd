import type { Config } from "@netlify/functions";
import { parseIdText } from "@domain/ids";
import {
  MAX_SUBCATEGORY_SUGGESTIONS,
  MAX_SUGGESTIONS,
  ProductQuerySchema,
  searchText,
  type ProductResponse,
  type ProductsPage,
  type SearchSuggestion,
  type SearchSuggestionsResponse,
} from "@domain/product";
import { DEFAULT_LOCALE, localizedPath, type Locale } from "@domain/locale";
import { matchesFilters, queryWords } from "@domain/product-filters";
import { withFallback } from "./_shared/catalogue-extensions";
import { getConfig } from "./_shared/config";
import { CATALOGUE_CACHE_HEADERS, errorResponse, json, validate } from "./_shared/http";
import { anyone, endpoint, type RouteContext } from "./_shared/route";
import { pageFromList, productPage } from "./_shared/product-page";
import type { ShopApiClient, ShopSuggestion } from "./_shared/shop-api-client";

export const config: Config = { path: ["/api/products", "/api/products/:id", "/api/search-suggestions"] };

const QUERY_KEYS = [
  "cat",
  "subcat",
  "ids",
  "min",
  "max",
  "q",
  "exact",
  "page",
  "pageSize",
  "sizes",
  "colors",
  "inStock",
  "minRating",
  "sort",
] as const;

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
    body = await productPage(shopApi, query);
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

/**
 * A suggestion as the search box shows it, its link in the page's language. A subcategory is
 * named with its group, in SPEC's words in English and without words in French, where the names
 * may be the shop API's English ones.
 */
function toSuggestion(hit: ShopSuggestion, locale: Locale): SearchSuggestion {
  if (hit.type === "product") {
    return { type: "product", label: hit.label, href: localizedPath(locale, `/product/${hit.productId}`) };
  }
  const inGroup = locale === DEFAULT_LOCALE ? `${hit.label} in ${hit.category}` : `${hit.label} (${hit.category})`;
  return {
    type: "subcategory",
    label: hit.category ? inGroup : hit.label,
    href: localizedPath(locale, subcategoryHref(hit.subcategoryId)),
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
async function searchSuggestions({ url, shopApi, locale }: RouteContext): Promise<Response> {
  // Suggestions help with whatever is in the box, so no text is refused: like /search, they
  // take its first 100 characters.
  const q = searchText(url.searchParams.get("q") ?? "");
  if (queryWords(q).length === 0) {
    return json({ suggestions: [] } satisfies SearchSuggestionsResponse, { headers: CATALOGUE_CACHE_HEADERS });
  }
  const hits = await withFallback(
    getConfig().shopApiUrl,
    () => shopApi.getSearchSuggestions(q),
    () => suggestionsFromCatalogue(shopApi, q),
  );
  const body: SearchSuggestionsResponse = {
    suggestions: hits.slice(0, MAX_SUGGESTIONS).map((hit) => toSuggestion(hit, locale)),
  };
  return json(body, { headers: CATALOGUE_CACHE_HEADERS });
}

export default endpoint(config, {
  "/api/products": { GET: anyone(listProducts) },
  "/api/products/:id": { GET: anyone(getProduct) },
  "/api/search-suggestions": { GET: anyone(searchSuggestions) },
});
