import type { Config } from "@netlify/functions";
import { parseIdText } from "@domain/ids";
import { ReturnRequestBodySchema, type OrderReturnResponse } from "@domain/order-return";
import { errorResponse, json, readJson } from "./_shared/http";
import { sendMessageNow } from "./_shared/outbox";
import { customer, endpoint } from "./_shared/route";

export const config: Config = { path: ["/api/orders/:id/returns"] };

export default endpoint(config, {
  "/api/orders/:id/returns": {
    /**
     * Returns some units of the customer's delivered order's lines with a reason (issue 30): the
     * shop API checks the order, the window and each line, writes the return as Requested with its
     * instructions email, which goes out at once (mail-outbox.ts retries it). Another customer's
     * order is as unknown as one that does not exist (404); a refusal says why (400, 409).
     */
    POST: customer(async ({ req, params, customer, shopApi }) => {
      const id = parseIdText(params.id);
      if (id === null) return errorResponse(404, "order_not_found", "Order not found.");
      const request = await readJson(req, ReturnRequestBodySchema);
      const created = await shopApi.insertReturn(customer.id, id, request);
      await sendMessageNow(shopApi, "return-requested", created.id);
      return json({ return: created } satisfies OrderReturnResponse, { status: 201 });
    }),
  },
});
