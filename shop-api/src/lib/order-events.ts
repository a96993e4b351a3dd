// Orders' fulfilment events as the shop API answers them (migration 0020): oldest first, in the
// contract's shape. Read with every order (routes/orders.ts) as CoEvents.
import type { FulfilmentStatus } from "@domain/order-fulfilment";

interface OrderEventRow {
  order_id: number;
  status: FulfilmentStatus;
  at: string;
  carrier: string | null;
  tracking_number: string | null;
  tracking_url: string | null;
}

export type ShopOrderEvent = Omit<OrderEventRow, "order_id">;

/** The events of these orders, by order id. */
export async function eventsOfOrders(
  db: D1Database,
  orderIds: readonly number[],
): Promise<Map<number, ShopOrderEvent[]>> {
  const byOrder = new Map<number, ShopOrderEvent[]>();
  if (orderIds.length === 0) return byOrder;
  const { results } = await db
    .prepare(
      `SELECT order_id, status, at, carrier, tracking_number, tracking_url FROM order_events
       WHERE order_id IN (SELECT value FROM json_each(?)) ORDER BY order_id, at`,
    )
    .bind(JSON.stringify(orderIds))
    .all<OrderEventRow>();
  for (const { order_id, ...event } of results) byOrder.set(order_id, [...(byOrder.get(order_id) ?? []), event]);
  return byOrder;
}
