import type { Config } from "@netlify/functions";
import { parseIdText } from "@domain/ids";
import { CancelOrderBodySchema, type OrderResponse, type OrdersResponse } from "@domain/order";
import { receiptTax, type ReceiptResponse } from "@domain/receipt";
import { sellerDetails } from "./_shared/config";
import { errorResponse, json, readJson } from "./_shared/http";
import { cancelCustomerOrder } from "./_shared/order-cancellation";
import { customer, endpoint } from "./_shared/route";

export const config: Config = { path: ["/api/orders", "/api/orders/:id/cancel", "/api/orders/:id/receipt"] };

const orderNotFound = () => errorResponse(404, "order_not_found", "Order not found.");

export default endpoint(config, {
  "/api/orders": {
    /** The customer's orders, newest first, each with its lines. */
    GET: customer(async ({ customer, shopApi }) =>
      json({ orders: await shopApi.getOrders(customer.id) } satisfies OrdersResponse),
    ),
  },
  "/api/orders/:id/cancel": {
    /** Cancels one of the customer's orders with a reason and a comment (./_shared/order-cancellation.ts). */
    POST: customer(async ({ req, params, customer, shopApi }) => {
      const id = parseIdText(params.id);
      if (id === null) return orderNotFound();
      const cancel = await readJson(req, CancelOrderBodySchema);
      const order = await cancelCustomerOrder(shopApi, customer.id, id, cancel);
      return json({ order } satisfies OrderResponse);
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
      if (id === null) return orderNotFound();
      const seller = sellerDetails();
      const [orders, rates] = await Promise.all([shopApi.getOrders(customer.id), shopApi.getTaxRates()]);
      const order = orders.find((candidate) => candidate.id === id);
      if (!order) return orderNotFound();
      return json({ receipt: { order, tax: receiptTax(order, rates), seller } } satisfies ReceiptResponse);
    }),
  },
});
