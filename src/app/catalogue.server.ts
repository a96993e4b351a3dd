/**
 * What the catalogue pages' loaders share (/all-product, /filter-side, /search, the subcategory
 * pages): reads from the shop through the functions' own code, and the page's error when the
 * shop cannot answer (the route's ErrorBoundary says which read failed, with a Retry).
 */
import { data } from "react-router";
import type { Category } from "@/domain/catalogue";
import { PRODUCTS_PAGE_SIZE, productCardData, type ProductCardsPage, type ProductQuery } from "@/domain/product";
import { parsePage } from "@/features/catalogue/utils/catalogue-filters";
import { findBySlugs } from "@/features/catalogue/utils/category-lookup";
import { ShopApiError } from "@functions/_shared/shop-api-client";
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

/** A subcategory page by its slugs: the tree, what the slugs name, and the page of its products. */
export async function readSubcategoryListing(shop: Shop, request: Request, groupSlug: string, subcategorySlug: string) {
  const url = new URL(request.url);
  const categories = await readCategories(shop);
  const found = findBySlugs(categories, groupSlug, subcategorySlug);
  const { page } = parsePage(url.searchParams.get("page"));
  const result = found
    ? await readProductPage(shop, { subcat: found.subcategory.id, page, pageSize: PRODUCTS_PAGE_SIZE })
    : null;
  return { origin: url.origin, page, categories, found, result };
}
