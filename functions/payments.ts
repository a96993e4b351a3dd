import type { Config } from "@netlify/functions";
import { payWithSavedCard, SavedCardBodySchema } from "./_shared/cards";
import { json, readJson } from "./_shared/http";
import { customer, endpoint } from "./_shared/route";

export const config: Config = { path: ["/api/pay-with-saved-card"] };

/**
 * Paying with a saved card for API clients (issue 43, decisions 054 and 061):
 * functions/_shared/cards.ts. The payment page posts to its own route's action instead.
 */
export default endpoint(config, {
  "/api/pay-with-saved-card": {
    POST: customer(async (ctx) => json(await payWithSavedCard(ctx, await readJson(ctx.req, SavedCardBodySchema)))),
  },
});
