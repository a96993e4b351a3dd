import type { Config } from "@netlify/functions";
import { parseIdText } from "@domain/ids";
import { CancelOrderBodySchema, type OrderResponse, type OrdersResponse } from "@domain/order";
import { hasShipped, shippedCancelRefusal } from "@domain/order-fulfilment";
import { receiptTax, type ReceiptResponse } from "@domain/receipt";
import { sellerDetails } from "./_shared/config";
import { errorResponse, json, readJson } from "./_shared/http";
import { refundCancelledOrder } from "./_shared/order-refund";
import { sendMessageNow } from "./_shared/outbox";
import { getStripe } from "./_shared/payments";
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
    /**
     * Cancels one of the customer's orders with a reason and a comment (SPEC.md section 5), and
     * gives a paid order's money back: the refund is written down with the cancellation and
     * attempted at once; if the provider fails, the order says so and order-refunds.ts retries.
     * The cancellation's mail, written with it, goes out last (mail-outbox.ts retries it).
     */
    POST: customer(async ({ req, params, customer, shopApi }) => {
      const id = parseIdText(params.id);
      if (id === null) return orderNotFound();
      const cancel = await readJson(req, CancelOrderBodySchema);
      // A parcel on its way is refused here too, whatever a vendor's shop API would allow (issue 42).
      const current = (await shopApi.getOrders(customer.id)).find((order) => order.id === id);
      if (!current) return orderNotFound();
      if (hasShipped(current.status)) return errorResponse(409, "order_shipped", shippedCancelRefusal(id));
      const cancelled = await shopApi.cancelOrder(customer.id, id, cancel);
      const order = await refundCancelledOrder(getStripe, shopApi, cancelled);
      // After the refund attempt, so the mail says what became of the money.
      await sendMessageNow(shopApi, "order-cancellation", order.id);
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
