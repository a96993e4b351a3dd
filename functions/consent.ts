import type { Config } from "@netlify/functions";
import { NewsConsentBodySchema, UNSUBSCRIBE_PATH } from "@domain/consent";
import { localizedPath } from "@domain/locale";
import { customerOfUnsubscribeToken, newsPreferences, saveNewsConsent, unsubscribe } from "./_shared/consent";
import { errorResponse, json, readJson } from "./_shared/http";
import { customer, endpoint, external } from "./_shared/route";

export const config: Config = { path: ["/api/consent", "/api/unsubscribe"] };

/** The signed-in customer's email preferences (issue 41, decision 047): the page /email-preferences reads and posts them. */
export default endpoint(config, {
  "/api/consent": {
    GET: customer(async (ctx) => json(await newsPreferences(ctx))),
    /** {granted}, in the page's language (`?locale=`). */
    PUT: customer(async (ctx) =>
      json(await saveNewsConsent(ctx, (await readJson(ctx.req, NewsConsentBodySchema)).granted)),
    ),
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
