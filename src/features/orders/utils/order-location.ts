import * as v from "valibot";
import { OrderSchema, type Order } from "@/domain/order";
import { parseIdText } from "@/domain/ids";

/** The order id of `?order={id}`, or null without a valid one. */
export function orderIdFrom(params: URLSearchParams): number | null {
  return parseIdText(params.get("order"));
}

const OrderStateSchema = v.object({ order: OrderSchema });

/**
 * The order a previous screen handed over in the router state ({order}), if it is the one the URL
 * names. History state survives reloads and can be stale or foreign, so it is checked like any input.
 */
export function orderFromState(state: unknown, orderId: number | null): Order | null {
  const parsed = v.safeParse(OrderStateSchema, state);
  return parsed.success && parsed.output.order.id === orderId ? parsed.output.order : null;
}

export function trackPath(orderId: number): string {
  return `/track?order=${orderId}`;
}

export function receiptPath(orderId: number): string {
  return `/receipt?order=${orderId}`;
}

export function cancellationPath(orderId: number): string {
  return `/cancellation-form?order=${orderId}`;
}

export function cancelledPath(orderId: number): string {
  return `/order-cancelled?order=${orderId}`;
}
