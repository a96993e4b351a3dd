import type { Order } from "@/domain/order";
import type { ApiError } from "@/lib/api-client";
import { getOrders } from "@/lib/orders-api";
import { useLoader } from "@/lib/use-loader";

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
  if (state.status === "loaded")
    return { status: "loaded", order: state.data.find((order) => order.id === orderId) ?? null };
  if (known) return { status: "loaded", order: known };
  if (state.status === "error") return { status: "error", error: state.error, retry: reload };
  return { status: "loading" };
}
