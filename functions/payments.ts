import type { Config } from "@netlify/functions";
import * as v from "valibot";
import { CheckoutBodySchema } from "@domain/checkout";
import { localizedPath } from "@domain/locale";
import { CvcTokenSchema, PaymentMethodIdSchema } from "@domain/saved-cards";
import { payWithSavedCard } from "./_shared/cards";
import { json, readJson } from "./_shared/http";
import { customer, endpoint } from "./_shared/route";

export const config: Config = { path: ["/api/pay-with-saved-card"] };

const SavedCardBodySchema = v.object({
  ...CheckoutBodySchema.entries,
  paymentMethodId: PaymentMethodIdSchema,
  cvcToken: CvcTokenSchema,
});

/** Paying with a saved card (issue 43, decisions 054 and 061): functions/_shared/cards.ts. */
export default endpoint(config, {
  "/api/pay-with-saved-card": {
    POST: customer(async ({ req, url, locale, customer, shopApi }) => {
      const body = await readJson(req, SavedCardBodySchema);
      const returnUrl = `${url.origin}${localizedPath(locale, "/complete")}`;
      return json(await payWithSavedCard(shopApi, customer.id, body, returnUrl));
    }),
  },
});
