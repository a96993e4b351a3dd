import type { Config } from "@netlify/functions";
import { CartPutBodySchema, type CartResponse } from "../src/domain/cart";
import { parseIdText } from "../src/domain/ids";
import { errorResponse, json, readJson } from "./_shared/http";
import { customer, endpoint } from "./_shared/route";

export const config: Config = { path: ["/api/cart", "/api/cart/:id"] };

export default endpoint(config, {
  /** The signed-in customer's cart, priced by the shop API. */
  GET: customer(async ({ params, customer, shopApi }) => {
    if (params.id !== undefined) return errorResponse(405, "method_not_allowed", "Use GET /api/cart for the whole cart.");
    return json({ items: await shopApi.getCart(customer.id) } satisfies CartResponse);
  }),

  /** Replaces the whole cart: {items: [{id, unit, size?, color?}]} -> the priced items. */
  PUT: customer(async ({ req, params, customer, shopApi }) => {
    if (params.id !== undefined) return errorResponse(405, "method_not_allowed", "Use PUT /api/cart to replace the cart.");
    const { items } = await readJson(req, CartPutBodySchema);
    return json({ items: await shopApi.saveCart(customer.id, items) } satisfies CartResponse);
  }),

  /** Removes one product: DELETE /api/cart/{productId} -> the remaining items. */
  DELETE: customer(async ({ params, customer, shopApi }) => {
    const id = parseIdText(params.id);
    if (id === null) return errorResponse(404, "not_found", "Give the product to remove: DELETE /api/cart/{productId}.");
    return json({ items: await shopApi.deleteCartItem(customer.id, id) } satisfies CartResponse);
  }),
});
