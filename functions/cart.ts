import type { Config } from "@netlify/functions";
import { CartPutBodySchema, clampUnit, type CartResponse } from "@domain/cart";
import {
  addCartLine,
  CartAddBodySchema,
  cartLinesOf,
  CartUnitBodySchema,
  type CartAddAnswer,
} from "@domain/cart-write";
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
     * Adds lines ({lines: [{id, size, color, units}]}) by SPEC.md section 4's rule, reading the
     * cart and the products' stock here: the browser's add is one request, not a read and a PUT
     * (the page reads the cart once more anyway, after the write). -> the cart and one result per line.
     */
    POST: customer(async ({ req, customer, shopApi }) => {
      const { lines: wanted } = await readJson(req, CartAddBodySchema);
      const [current, products] = await Promise.all([
        shopApi.getCart(customer.id),
        shopApi.getProductsByIds([...new Set(wanted.map((line) => line.id))]),
      ]);
      const byId = new Map(products.map((product) => [product.id, product]));
      const lines = cartLinesOf(current);
      const results = wanted.map((line) => addCartLine(lines, line, byId.get(line.id)));
      const items = results.some((result) => result.ok) ? await shopApi.saveCart(customer.id, lines) : current;
      return json({ items, results } satisfies CartAddAnswer);
    }),
  },
  "/api/cart/:id": {
    /** One line's units ({unit}), kept within 1 and the stock -> the priced items. */
    PUT: customer(async ({ req, params, customer, shopApi }) => {
      const id = parseIdText(params.id);
      if (id === null) return errorResponse(404, "not_found", NOT_IN_CART);
      const { unit } = await readJson(req, CartUnitBodySchema);
      const current = await shopApi.getCart(customer.id);
      const line = current.find((item) => item.id === id);
      if (!line) return errorResponse(404, "not_found", NOT_IN_CART);
      const lines = cartLinesOf(current).map((kept) =>
        kept.id === id ? { ...kept, unit: clampUnit(unit, line.stock) } : kept,
      );
      return json({ items: await shopApi.saveCart(customer.id, lines) } satisfies CartResponse);
    }),

    /** Removes one product -> the remaining items. */
    DELETE: customer(async ({ params, customer, shopApi }) => {
      const id = parseIdText(params.id);
      if (id === null) return errorResponse(404, "not_found", NOT_IN_CART);
      return json({ items: await shopApi.deleteCartItem(customer.id, id) } satisfies CartResponse);
    }),
  },
});
