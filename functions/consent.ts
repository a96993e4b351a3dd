import type { Config } from "@netlify/functions";
import { NewsConsentBodySchema, type NewsConsentResponse } from "@domain/consent";
import type { SessionUser } from "@domain/session";
import { json, readJson } from "./_shared/http";
import { customer, endpoint } from "./_shared/route";
import type { ShopApiClient } from "./_shared/shop-api-client";

export const config: Config = { path: ["/api/consent"] };

async function preferences(shopApi: ShopApiClient, user: SessionUser): Promise<NewsConsentResponse> {
  const [granted, alerts] = await Promise.all([shopApi.getNewsConsent(user.id), shopApi.getStockAlerts(user.id)]);
  return { user, granted, alerts: alerts.items.length };
}

/** The signed-in customer's email preferences (issue 41, decision 047): the page /email-preferences reads and posts them. */
export default endpoint(config, {
  "/api/consent": {
    GET: customer(async ({ customer, shopApi }) => json(await preferences(shopApi, customer))),
    /** {granted}: recorded as a grant or a withdrawal from the preferences page, in its language. */
    PUT: customer(async ({ req, customer, shopApi, locale }) => {
      const { granted } = await readJson(req, NewsConsentBodySchema);
      await shopApi.recordNewsConsent(customer.id, { granted, source: "profile", locale });
      return json(await preferences(shopApi, customer));
    }),
  },
});
