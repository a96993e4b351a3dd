import { OrdersResponseSchema, type Order } from "../../../domain/order";
import { apiGet, type ApiError } from "../../../lib/api-client";
import { useLoader } from "../../../lib/use-loader";

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

/** The customer's orders; `customerId` null (session not known yet) stays loading. */
export function useOrders(customerId: number | null) {
  return useLoader(customerId === null ? null : `orders:${customerId}`, getOrders);
}

export type OrderLookup =
  | { status: "loading" }
  | { status: "error"; error: ApiError; retry: () => void }
  | { status: "loaded"; order: Order | null };

/**
 * One of the customer's orders by id. `known` is the copy a previous screen handed over in the
 * router state: it shows at once, and the server's copy replaces it once it has arrived.
 */
export function useOrder(customerId: number | null, orderId: number, known: Order | null): OrderLookup {
  const { state, reload } = useOrders(customerId);
  if (state.status === "loaded") return { status: "loaded", order: state.data.find((order) => order.id === orderId) ?? null };
  if (known) return { status: "loaded", order: known };
  if (state.status === "error") return { status: "error", error: state.error, retry: reload };
  return { status: "loading" };
}
