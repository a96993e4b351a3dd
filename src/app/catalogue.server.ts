/**
 * What the catalogue pages' loaders share (/all-product, /filter-side, /search, the subcategory
 * pages): reads from the shop through the functions' own code, and the page's error when the
 * shop cannot answer (the route's ErrorBoundary says which read failed, with a Retry).
 */
import { data, redirect } from "react-router";
import type { Category } from "@/domain/catalogue";
import { productCardData, type ProductCardsPage, type ProductQuery, type SearchFallback } from "@/domain/product";
import {
  DEFAULT_FILTERS,
  listingQuery,
  listingRedirect,
  parseListingParams,
  type ListingScope,
  type ParsedFilters,
} from "@/features/catalogue/utils/catalogue-filters";
import { findBySlugs } from "@/features/catalogue/utils/category-lookup";
import { siteUrl } from "@functions/_shared/config";
import { ShopApiError, ShopApiRefusal } from "@functions/_shared/shop-api-client";
import { productPage, type Shop } from "./shop.server";

export type ShopRead = "categories" | "products";

async function read<T>(what: ShopRead, promise: Promise<T>): Promise<T> {
  try {
    return await promise;
  } catch (error) {
    if (error instanceof ShopApiError) throw data({ what }, { status: 502 });
    throw error;
  }
}

export function readCategories(shop: Shop): Promise<Category[]> {
  return read("categories", shop.categories());
}

/** One page of products, as the listing's cards show them. */
export async function readProductPage(shop: Shop, query: ProductQuery): Promise<ProductCardsPage> {
  const page = await read("products", productPage(shop.api, query));
  return { ...page, items: page.items.map(productCardData) };
}

/**
 * The nearest subcategories and the best sellers for a search that found nothing, or null when
 * the shop cannot say (a shop API without the extension, or down): the page still offers its
 * departments, so this read never fails the page.
 */
export async function readSearchFallback(shop: Shop, q: string): Promise<SearchFallback | null> {
  try {
    const { subcategoryIds, products } = await shop.api.getSearchFallback(q);
    return { subcategoryIds, products: products.map(productCardData) };
  } catch (error) {
    if (error instanceof ShopApiError || error instanceof ShopApiRefusal) return null;
    throw error;
  }
}

/**
 * The filters a listing's URL asks for; a URL that is not the view's own (a filter form sent
 * without script) is answered with a redirect to it.
 */
export function readListingView(url: URL, scope: ListingScope): ParsedFilters {
  const parsed = parseListingParams(url.searchParams, scope);
  const target = listingRedirect(url, parsed, scope);
  if (target !== null) throw redirect(target);
  return parsed;
}

/** A subcategory page by its slugs: the tree, what the slugs name, the view's filters and its page of products. */
export async function readSubcategoryListing(shop: Shop, request: Request, groupSlug: string, subcategorySlug: string) {
  const url = new URL(request.url);
  const categories = await readCategories(shop);
  const found = findBySlugs(categories, groupSlug, subcategorySlug);
  if (!found)
    return { origin: siteUrl(), page: 1, categories, found, filters: DEFAULT_FILTERS, notes: [], result: null };
  const scope: ListingScope = { kind: "subcategory", id: found.subcategory.id };
  const { filters, notes } = readListingView(url, scope);
  const result = await readProductPage(shop, listingQuery(filters, scope));
  return { origin: siteUrl(), page: filters.page, categories, found, filters, notes, result };
}
