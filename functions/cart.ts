import type { Config } from "@netlify/functions";
import { CartPutBodySchema, type CartResponse } from "@domain/cart";
import { CartAddBodySchema, cartAddResult, CartUnitBodySchema, type CartAddAnswer } from "@domain/cart-write";
import { parseIdText } from "@domain/ids";
import { errorResponse, json, readJson } from "./_shared/http";
import { customer, endpoint } from "./_shared/route";

export const config: Config = { path: ["/api/cart", "/api/cart/lines", "/api/cart/:id"] };

const NOT_IN_CART = "No such product in the cart.";

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
  "/api/cart/lines": {
    /**
     * Adds lines ({lines: [{id, size, color, units}]}) by SPEC.md section 4's rule, each in one
     * statement of the shop API's (add_cart_lines): two tabs adding at once both count, where a
     * read of the cart and a PUT of all of it lost one. -> the cart and one result per line.
     */
    POST: customer(async ({ req, customer, shopApi }) => {
      const { lines } = await readJson(req, CartAddBodySchema);
      const { items, outcomes } = await shopApi.addCartLines(customer.id, lines);
      const results = outcomes.map(({ outcome, name }) => cartAddResult(outcome, name));
      return json({ items, results } satisfies CartAddAnswer);
    }),
  },
  "/api/cart/:id": {
    /** One line's units ({unit}), kept within 1 and the stock by the shop API's write -> the priced items. */
    PUT: customer(async ({ req, params, customer, shopApi }) => {
      const id = parseIdText(params.id);
      if (id === null) return errorResponse(404, "not_found", NOT_IN_CART);
      const { unit } = await readJson(req, CartUnitBodySchema);
      return json({ items: await shopApi.setCartUnit(customer.id, id, unit) } satisfies CartResponse);
    }),

    /** Removes one product -> the remaining items. */
    DELETE: customer(async ({ params, customer, shopApi }) => {
      const id = parseIdText(params.id);
      if (id === null) return errorResponse(404, "not_found", NOT_IN_CART);
      return json({ items: await shopApi.deleteCartItem(customer.id, id) } satisfies CartResponse);
    }),
  },
});
