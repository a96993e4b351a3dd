import type { Config } from "@netlify/functions";
import { CartPutBodySchema, type CartResponse } from "@domain/cart";
import { parseIdText } from "@domain/ids";
import { errorResponse, json, readJson } from "./_shared/http";
import { customer, endpoint } from "./_shared/route";

export const config: Config = { path: ["/api/cart", "/api/cart/:id"] };

export default endpoint(config, {
  "/api/cart": {
    /** The signed-in customer's cart, priced by the shop API. */
    GET: customer(async ({ customer, shopApi }) =>
      json({ items: await shopApi.getCart(customer.id) } satisfies CartResponse),
    ),

    /** Replaces the whole cart: {items: [{id, unit, size?, color?}]} -> the priced items. */
    PUT: customer(async ({ req, customer, shopApi }) => {
      const { items } = await readJson(req, CartPutBodySchema);
      return json({ items: await shopApi.saveCart(customer.id, items) } satisfies CartResponse);
    }),
  },
  "/api/cart/:id": {
    /** Removes one product -> the remaining items. */
    DELETE: customer(async ({ params, customer, shopApi }) => {
      const id = parseIdText(params.id);
      if (id === null) return errorResponse(404, "not_found", "No such product in the cart.");
      return json({ items: await shopApi.deleteCartItem(customer.id, id) } satisfies CartResponse);
    }),
  },
});
