import type { Config } from "@netlify/functions";
import { CartPutBodySchema, type CartResponse } from "@domain/cart";
import { CartAddBodySchema, CartUnitBodySchema, type CartAddAnswer } from "@domain/cart-write";
import { parseIdText } from "@domain/ids";
import { addCartLines, readCart, removeCartLine, saveCart, setCartUnit } from "./_shared/cart";
import { HttpError, json, readJson } from "./_shared/http";
import { customer, endpoint } from "./_shared/route";

export const config: Config = { path: ["/api/cart", "/api/cart/lines", "/api/cart/:id"] };

function lineId(params: Record<string, string>): number {
  const id = parseIdText(params.id);
  if (id === null) throw new HttpError(404, "not_found", "No such product in the cart.");
  return id;
}

/** The signed-in customer's cart (functions/_shared/cart.ts). */
export default endpoint(config, {
  "/api/cart": {
    GET: customer(async (ctx) => json({ items: await readCart(ctx) } satisfies CartResponse)),
    /** {items: [{id, unit, size?, color?}]} */
    PUT: customer(async (ctx) => {
      const { items } = await readJson(ctx.req, CartPutBodySchema);
      return json({ items: await saveCart(ctx, items) } satisfies CartResponse);
    }),
  },
  "/api/cart/lines": {
    /** {lines: [{id, size, color, units}]} */
    POST: customer(async (ctx) => {
      const { lines } = await readJson(ctx.req, CartAddBodySchema);
      return json((await addCartLines(ctx, lines)) satisfies CartAddAnswer);
    }),
  },
  "/api/cart/:id": {
    /** {unit} */
    PUT: customer(async (ctx) => {
      const id = lineId(ctx.params);
      const { unit } = await readJson(ctx.req, CartUnitBodySchema);
      return json({ items: await setCartUnit(ctx, id, unit) } satisfies CartResponse);
    }),
    DELETE: customer(async (ctx) =>
      json({ items: await removeCartLine(ctx, lineId(ctx.params)) } satisfies CartResponse),
    ),
  },
});
