import type { Config } from "@netlify/functions";
import { CardChangeBodySchema, type SavedCardsResponse } from "@domain/saved-cards";
import { listSavedCards, makeDefaultCard, provider, removeSavedCard } from "./_shared/cards";
import { json, readJson } from "./_shared/http";
import { customer, endpoint } from "./_shared/route";

export const config: Config = { path: ["/api/wallet/cards", "/api/wallet/cards/remove", "/api/wallet/cards/default"] };

/** /wallet's saved cards (issue 43): only the signed-in customer's, from their provider Customer. */
export default endpoint(config, {
  "/api/wallet/cards": {
    GET: customer(async ({ customer, shopApi }) => {
      const cards = await provider(() => listSavedCards(shopApi, customer.id));
      return json({ cards } satisfies SavedCardsResponse);
    }),
  },
  "/api/wallet/cards/remove": {
    /** {paymentMethodId}: detached from the customer's Customer; the cards left. */
    POST: customer(async ({ req, customer, shopApi }) => {
      const { paymentMethodId } = await readJson(req, CardChangeBodySchema);
      await provider(() => removeSavedCard(shopApi, customer.id, paymentMethodId));
      return json({ cards: await provider(() => listSavedCards(shopApi, customer.id)) } satisfies SavedCardsResponse);
    }),
  },
  "/api/wallet/cards/default": {
    /** {paymentMethodId}: the card the payment page selects first; the cards after. */
    POST: customer(async ({ req, customer, shopApi }) => {
      const { paymentMethodId } = await readJson(req, CardChangeBodySchema);
      await provider(() => makeDefaultCard(shopApi, customer.id, paymentMethodId));
      return json({ cards: await provider(() => listSavedCards(shopApi, customer.id)) } satisfies SavedCardsResponse);
    }),
  },
});
