import { inLocaleOf } from "./locale-of-request";
import { OrdersResponseSchema, type Order } from "@/domain/order";
import { apiGet } from "./api-client";

/**
 * How long a screen waiting for a payment's webhook (decisions 005 and 010) asks again, and how
 * often: the webhook records the order a moment after the card is authorised, then captures.
 */
export const ORDER_POLL_INTERVAL_MS = 1000;
export const ORDER_WAIT_MS = 30_000;

/**
 * Without script nothing asks again in the page, so the page itself does, every few seconds for
 * the same half minute (a document each time, kinder at a slower pace): the count of looks so far
 * rides in the URL, so the server knows when to stop waiting.
 */
export const NO_SCRIPT_LOOK_SECONDS = 3;
export const NO_SCRIPT_LOOKS = ORDER_WAIT_MS / 1000 / NO_SCRIPT_LOOK_SECONDS;
export const NO_SCRIPT_LOOK_PARAM = "look";

/**
 * GET /api/orders: the signed-in customer's orders, newest first. Read fresh on every visit (not
 * through the shared query cache): a cancellation or a new purchase changes it, and it belongs to
 * one customer.
 */
export async function getOrders(request: Request, signal?: AbortSignal): Promise<Order[]> {
  const body = await apiGet(inLocaleOf(request, "/api/orders"), OrdersResponseSchema, { signal });
  // Newest first whatever order the server sends (SPEC.md: the list shows the latest at the top).
  return [...body.orders].sort(newestFirst);
}

function newestFirst(a: Order, b: Order): number {
  const byDate = (b.placedAt ?? "").localeCompare(a.placedAt ?? "");
  return byDate !== 0 ? byDate : b.id - a.id;
}
