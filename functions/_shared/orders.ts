/**
 * The customer's orders as services (decision 055): functions/orders.ts answers them over HTTP,
 * the order screens' loaders and the cancellation form's action call them directly.
 */
import type { CancelOrderBody, Order } from "@domain/order";
import { hasShipped, shippedCancelRefusal } from "@domain/order-fulfilment";
import { HttpError } from "./http";
import { refundCancelledOrder } from "./order-refund";
import { sendMessageNow } from "./outbox";
import { getStripe } from "./payments";
import type { CustomerServiceContext } from "./service";
import type { ShopApiClient } from "./shop-api-client";

export const orderNotFound = () => new HttpError(404, "order_not_found", "Order not found.");

/** The customer's orders, newest first, each with its lines. */
export function listOrders({ customer, shopApi }: CustomerServiceContext): Promise<Order[]> {
  return shopApi.getOrders(customer.id);
}

/** Cancels one of the signed-in customer's orders (cancelCustomerOrder). */
export function cancelOrder(
  { customer, shopApi }: CustomerServiceContext,
  id: number,
  cancel: CancelOrderBody,
): Promise<Order> {
  return cancelCustomerOrder(shopApi, customer.id, id, cancel);
}

/**
 * Cancels one order of a customer with a reason and a comment (SPEC.md section 5), whoever asks:
 * the signed-in customer, or a guest through its order's signed link (guest-order-link.ts). A paid
 * order's money goes back: the refund is written down with the cancellation and attempted at once;
 * if the provider fails, the order says so and order-refunds.ts retries. The cancellation's mail,
 * written with it, goes out last (mail-outbox.ts retries it).
 */
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
