import type { Config } from "@netlify/functions";
import { NewsConsentBodySchema, type NewsConsentResponse } from "@domain/consent";
import type { SessionUser } from "@domain/session";
import { UNSUBSCRIBE_PATH } from "@domain/consent";
import { localizedPath } from "@domain/locale";
import { customerOfUnsubscribeToken, unsubscribe } from "./_shared/consent";
import { errorResponse, json, readJson } from "./_shared/http";
import { customer, endpoint, external } from "./_shared/route";
import type { ShopApiClient } from "./_shared/shop-api-client";

export const config: Config = { path: ["/api/consent", "/api/unsubscribe"] };

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
  /**
   * The one-click URL of every commercial email's List-Unsubscribe header (RFC 8058, decision
   * 048). Authenticated by its signed token alone: a mail provider posts without cookie or Origin.
   */
  "/api/unsubscribe": {
    /** Withdraws at once, whatever the body says (RFC 8058's is `List-Unsubscribe=One-Click`); again, the same answer. */
    POST: external(async ({ url, shopApi, locale }) => {
      const customerId = await customerOfUnsubscribeToken(url.searchParams.get("token") ?? "");
      if (customerId === null) return errorResponse(400, "invalid_token", "This unsubscribe link is not valid.");
      await unsubscribe(shopApi, customerId, locale);
      return json({ unsubscribed: true });
    }),
    /** A mail client that opens the header's URL rather than posting gets the confirm page: a GET changes nothing. */
    GET: external(async ({ url, locale }) => {
      const token = url.searchParams.get("token") ?? "";
      return new Response(null, {
        status: 303,
        headers: {
          Location: `${localizedPath(locale, UNSUBSCRIBE_PATH)}?token=${encodeURIComponent(token)}`,
          "Cache-Control": "no-store",
        },
      });
    }),
  },
});
