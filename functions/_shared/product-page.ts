/**
 * One page of the catalogue (GET /api/products, and the catalogue pages' route loaders through
 * src/app/shop.server.ts): filtered, sorted, paged and counted by the shop API when it has the
 * extensions, else here from the whole catalogue, as before issue 14.
 */
import { MAX_FILTER_RUPEES, paiseFromRupees } from "@domain/money";
import { pageOf, type Product, type ProductQuery, type ProductsPage } from "@domain/product";
import { matchesFilters, productFacets, queryWords, sortProducts, type ProductFilters } from "@domain/product-filters";
import { withFallback } from "./catalogue-extensions";
import { getConfig } from "./config";
import type { ShopApiClient } from "./shop-api-client";

/** The shop API's filter needs both bounds; these cover every price it can hold. */
const NO_MIN = paiseFromRupees(0);
const NO_MAX = paiseFromRupees(MAX_FILTER_RUPEES);

export function filtersOf(query: ProductQuery): ProductFilters {
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
    ...(query.exact === true ? { exact: true } : {}),
  };
}

/**
 * The page from a list already in hand: filtered, sorted, paged and counted here. Relevance with
 * a text query puts products whose name holds every word first (the shop API ranks by bm25).
 */
export function pageFromList(products: readonly Product[], query: ProductQuery): ProductsPage {
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
 * filtered, counted and paged here. The price range is applied here, not by the shop API, because
 * the price facet must see the products outside it.
 */
async function pageFromCatalogue(shopApi: ShopApiClient, query: ProductQuery): Promise<ProductsPage> {
  const products = await shopApi.getProducts(
    query.subcat === undefined ? undefined : { subcatId: query.subcat, min: NO_MIN, max: NO_MAX },
  );
  return pageFromList(products, query);
}

/** A page for a query without `ids`. */
export function productPage(shopApi: ShopApiClient, query: ProductQuery): Promise<ProductsPage> {
  return withFallback(
    getConfig().shopApiUrl,
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
