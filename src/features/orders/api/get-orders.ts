import { useRevalidator } from "react-router";
import type { Order } from "@/domain/order";
import type { LoadResult } from "@/lib/load-result";
import { useOrderWords } from "@/lib/order-words";

export type OrderLookup =
  { status: "loading" } | { status: "error"; message: string } | { status: "loaded"; order: Order | null };

/**
 * One of the customer's orders by id, from the orders the route loader read. `known` is the copy
 * a previous screen handed over in the router state: it stands in when the load failed. A failure
 * carries SPEC.md's 'Error: ...' text for LoadFailure, whose Retry runs the route loader again;
 * the order is loading meanwhile.
 */
export function useOrderLookup(orders: LoadResult<Order[]>, orderId: number, known: Order | null): OrderLookup {
  const revalidator = useRevalidator();
  const words = useOrderWords();
  if (orders.status === "loaded")
    return { status: "loaded", order: orders.data.find((order) => order.id === orderId) ?? null };
  if (known) return { status: "loaded", order: known };
  if (revalidator.state === "loading") return { status: "loading" };
  return { status: "error", message: words.loadError(orders.error) };
}
