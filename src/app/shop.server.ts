/**
 * The route loaders' way to the shop API: the functions' own typed client and reshape code
 * (functions/_shared), so a page rendered on the server reads exactly what GET /api/* serves.
 * Server-only (`.server`): it never reaches the browser bundle.
 */
import { createShopApiClient } from "../../functions/_shared/shop-api-client";

export function shopApi() {
  return createShopApiClient();
}

export { productPage } from "../../functions/_shared/product-page";
