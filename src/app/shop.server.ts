/**
 * The route loaders' way to the shop API: the functions' own typed client and reshape code
 * (functions/_shared), so a page rendered on the server reads exactly what GET /api/* serves.
 * Server-only (`.server`): it never reaches the browser bundle.
 */
import type { Category } from "@/domain/catalogue";
import { getConfig } from "@functions/_shared/config";
import { createShopApiClient, type ShopApiClient } from "@functions/_shared/shop-api-client";

export function shopApi() {
  return createShopApiClient();
}

/** The supplier's image host (IMAGE_HOST): the pages name its pictures through the Image CDN. */
export function imageHost(): string {
  return getConfig().imageHost;
}

const categoriesByRequest = new WeakMap<Request, Promise<Category[]>>();

/**
 * The category tree, read once per incoming request: the root loader (header, footer) and a
 * catalogue page's loader (its slugs and breadcrumbs) run for the same document request, and React
 * Router hands them the same Request.
 */
export function requestCategories(request: Request, client: ShopApiClient = shopApi()): Promise<Category[]> {
  let categories = categoriesByRequest.get(request);
  if (!categories) {
    categories = client.getCategories();
    categoriesByRequest.set(request, categories);
  }
  return categories;
}

export { productPage } from "@functions/_shared/product-page";
