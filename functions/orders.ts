import type { Config } from "@netlify/functions";
import { parseIdText } from "@domain/ids";
import { CancelOrderBodySchema, type OrderResponse, type OrdersResponse } from "@domain/order";
import { receiptTax, type ReceiptResponse } from "@domain/receipt";
import { sellerDetails } from "./_shared/config";
import { json, readJson } from "./_shared/http";
import { cancelOrder, listOrders, orderNotFound } from "./_shared/orders";
import { customer, endpoint } from "./_shared/route";

export const config: Config = { path: ["/api/orders", "/api/orders/:id/cancel", "/api/orders/:id/receipt"] };

export default endpoint(config, {
  "/api/orders": {
    /** The customer's orders, newest first, each with its lines. */
    GET: customer(async (ctx) => json({ orders: await listOrders(ctx) } satisfies OrdersResponse)),
  },
  "/api/orders/:id/cancel": {
    POST: customer(async (ctx) => {
      const id = parseIdText(ctx.params.id);
      if (id === null) throw orderNotFound();
      const cancel = await readJson(ctx.req, CancelOrderBodySchema);
      return json({ order: await cancelOrder(ctx, id, cancel) } satisfies OrderResponse);
    }),
  },
  "/api/orders/:id/receipt": {
    /**
     * The tax receipt of one of the customer's orders: the order, the rates it was taxed at and the
     * seller (a deployed context without the seller's settings answers 500 and logs which).
     * Another customer's order is as unknown as one that does not exist (404).
     */
    GET: customer(async ({ params, customer, shopApi }) => {
      const id = parseIdText(params.id);
      if (id === null) throw orderNotFound();
      const seller = sellerDetails();
      const [orders, rates] = await Promise.all([shopApi.getOrders(customer.id), shopApi.getTaxRates()]);
      const order = orders.find((candidate) => candidate.id === id);
      if (!order) throw orderNotFound();
      return json({ receipt: { order, tax: receiptTax(order, rates), seller } } satisfies ReceiptResponse);
    }),
  },
});
