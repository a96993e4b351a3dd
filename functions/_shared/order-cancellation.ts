/**
 * Cancelling one order of a customer (SPEC.md section 5), whoever asks: the signed-in customer
 * (functions/orders.ts) or a guest through its order's signed link (guest-order-link.ts). The
 * refund is written down with the cancellation and attempted at once; if the provider fails, the
 * order says so and order-refunds.ts retries. The cancellation's mail goes out last.
 */
import type { CancelOrderBody, Order } from "@domain/order";
import { hasShipped, shippedCancelRefusal } from "@domain/order-fulfilment";
import { HttpError } from "./http";
import { refundCancelledOrder } from "./order-refund";
import { sendMessageNow } from "./outbox";
import { getStripe } from "./payments";
import type { ShopApiClient } from "./shop-api-client";

export const orderNotFound = () => new HttpError(404, "order_not_found", "Order not found.");

export async function cancelCustomerOrder(
  shopApi: ShopApiClient,
  customerId: number,
  orderId: number,
  cancel: CancelOrderBody,
): Promise<Order> {
  // A parcel on its way is refused here too, whatever a vendor's shop API would allow (issue 42).
  const current = (await shopApi.getOrders(customerId)).find((order) => order.id === orderId);
  if (!current) throw orderNotFound();
  if (hasShipped(current.status)) throw new HttpError(409, "order_shipped", shippedCancelRefusal(orderId));
  const cancelled = await shopApi.cancelOrder(customerId, orderId, cancel);
  const order = await refundCancelledOrder(getStripe, shopApi, cancelled);
  // After the refund attempt, so the mail says what became of the money.
  await sendMessageNow(shopApi, "order-cancellation", order.id);
  return order;
}
