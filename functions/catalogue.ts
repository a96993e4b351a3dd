import type { Config } from "@netlify/functions";
import type { CategoriesResponse } from "@domain/catalogue";
import type { HeaderGroupsResponse, LogoResponse } from "@domain/product";
import type { TaxRatesResponse } from "@domain/tax";
import { CATALOGUE_CACHE_HEADERS, json } from "./_shared/http";
import { anyone, endpoint } from "./_shared/route";

/** The small catalogue lists the shell and home page read; one function, CDN-cached. */
export const config: Config = { path: ["/api/logo", "/api/categories", "/api/header-groups", "/api/tax-rates"] };

const cached = (body: unknown) => json(body, { headers: CATALOGUE_CACHE_HEADERS });

export default endpoint(config, {
  "/api/logo": { GET: anyone(async ({ shopApi }) => cached((await shopApi.getLogo()) satisfies LogoResponse)) },
  "/api/categories": {
    GET: anyone(async ({ shopApi }) =>
      cached({ categories: await shopApi.getCategories() } satisfies CategoriesResponse),
    ),
  },
  "/api/header-groups": {
    GET: anyone(async ({ shopApi }) =>
      cached({ groups: await shopApi.getHeaderGroups() } satisfies HeaderGroupsResponse),
    ),
  },
  "/api/tax-rates": {
    GET: anyone(async ({ shopApi }) => cached({ rates: await shopApi.getTaxRates() } satisfies TaxRatesResponse)),
  },
});
