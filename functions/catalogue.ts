import type { Config } from "@netlify/functions";
import type { CategoriesResponse } from "../src/domain/catalogue";
import type { HeaderGroupsResponse, LogoResponse } from "../src/domain/product";
import type { TaxRatesResponse } from "../src/domain/tax";
import { CATALOGUE_CACHE_HEADERS, errorResponse, json } from "./_shared/http";
import { anyone, endpoint } from "./_shared/route";
import type { ShopApiClient } from "./_shared/shop-api-client";

/** The small catalogue lists the shell and home page read; one function, CDN-cached. */
export const config: Config = { path: ["/api/logo", "/api/categories", "/api/header-groups", "/api/tax-rates"] };

const routes: Record<string, (shopApi: ShopApiClient) => Promise<unknown>> = {
  "/api/logo": async (shopApi) => (await shopApi.getLogo()) satisfies LogoResponse,
  "/api/categories": async (shopApi) => ({ categories: await shopApi.getCategories() }) satisfies CategoriesResponse,
  "/api/header-groups": async (shopApi) => ({ groups: await shopApi.getHeaderGroups() }) satisfies HeaderGroupsResponse,
  "/api/tax-rates": async (shopApi) => ({ rates: await shopApi.getTaxRates() }) satisfies TaxRatesResponse,
};

export default endpoint(config, {
  GET: anyone(async ({ url, shopApi }) => {
    const load = routes[url.pathname.replace(/\/+$/, "")];
    if (!load) return errorResponse(404, "not_found", "No such catalogue resource.");
    return json(await load(shopApi), { headers: CATALOGUE_CACHE_HEADERS });
  }),
});
