import { OrdersResponseSchema, type Order } from "@/domain/order";
import { ApiError, apiGet } from "./api-client";
import { pause } from "./pause";

export const ORDER_POLL_INTERVAL_MS = 1000;
export const ORDER_WAIT_MS = 30_000;

/**
 * GET /api/orders: the signed-in customer's orders, newest first. Read fresh on every visit (not
 * through the shared query cache): a cancellation or a new purchase changes it, and it belongs to
 * one customer.
 */
export async function getOrders(signal?: AbortSignal): Promise<Order[]> {
  const body = await apiGet("/api/orders", OrdersResponseSchema, { signal });
  // Newest first whatever order the server sends (SPEC.md: the list shows the latest at the top).
  return [...body.orders].sort(newestFirst);
}

function newestFirst(a: Order, b: Order): number {
  const byDate = (b.placedAt ?? "").localeCompare(a.placedAt ?? "");
  return byDate !== 0 ? byDate : b.id - a.id;
}

/**
 * The order a payment made. The payment provider's webhook records it a moment after the card is
 * authorised, before it captures the payment (decisions 005 and 010), so the list is read again every second for up to half a minute; null
 * when it has not appeared by then. A signed-out session (401) stops at once; other failures are
 * retried until the time is up, then the last one is thrown.
 */
export async function waitForPaidOrder(paymentReference: string, signal: AbortSignal): Promise<Order | null> {
  const deadline = Date.now() + ORDER_WAIT_MS;
  for (;;) {
    let failure: unknown = null;
    try {
      const found = (await getOrders(signal)).find((order) => order.paymentReference === paymentReference);
      if (found) return found;
    } catch (error) {
      if (signal.aborted || (error instanceof ApiError && error.status === 401)) throw error;
      failure = error;
    }
    if (Date.now() >= deadline) {
      if (failure) throw failure;
      return null;
    }
    await pause(ORDER_POLL_INTERVAL_MS, signal);
  }
}
