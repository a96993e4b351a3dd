import type { Config } from "@netlify/functions";
import { parseIdText } from "@domain/ids";
import { ReturnRequestBodySchema, type OrderReturnResponse } from "@domain/order-return";
import { json, readJson } from "./_shared/http";
import { orderNotFound } from "./_shared/orders";
import { requestReturn } from "./_shared/returns";
import { customer, endpoint } from "./_shared/route";

export const config: Config = { path: ["/api/orders/:id/returns"] };

export default endpoint(config, {
  "/api/orders/:id/returns": {
    /** Returns some units of the customer's delivered order's lines with a reason (functions/_shared/returns.ts). */
    POST: customer(async (ctx) => {
      const id = parseIdText(ctx.params.id);
      if (id === null) throw orderNotFound();
      const created = await requestReturn(ctx, id, await readJson(ctx.req, ReturnRequestBodySchema));
      return json({ return: created } satisfies OrderReturnResponse, { status: 201 });
    }),
  },
});
