import "./orders.css";
import { EmptyState } from "@/components/status-panel";
import { useOrders } from "@/features/orders/api/get-orders";
import { NO_ORDERS_FOUND } from "@/features/orders/utils/order-text";
import { OrderCard } from "./order-card";
import { OrderLineSkeleton } from "./order-detail-skeleton";
import { OrdersLoadProblem } from "./order-status-panels";

/** The signed-in customer's orders, newest first (SPEC.md sections 2 and 8). */
export function OrderList({ customerId }: { customerId: number }) {
  const { state, reload } = useOrders(customerId);
  if (state.status === "loading") return <OrderListSkeleton />;
  if (state.status === "error") return <OrdersLoadProblem error={state.error} onRetry={reload} />;
  if (state.data.length === 0) return <EmptyState message={NO_ORDERS_FOUND} />;
  return (
    <ol className="order-list" aria-label="Your orders, newest first">
      {state.data.map((order) => (
        <li key={order.id}>
          <OrderCard order={order} />
        </li>
      ))}
    </ol>
  );
}

/** Order-card-shaped placeholders while the list loads. */
export function OrderListSkeleton() {
  return (
    <div role="status">
      <span className="visually-hidden">Loading your orders...</span>
      <ul className="order-list" aria-hidden="true">
        {Array.from({ length: 2 }, (_, index) => (
          <li key={index} className="panel orders-panel order-card order-card--skeleton">
            <span className="skeleton skeleton--line order-card__skeleton-title" />
            <span className="skeleton skeleton--line" />
            <OrderLineSkeleton />
            <span className="skeleton skeleton--line skeleton--short order-card__skeleton-actions" />
          </li>
        ))}
      </ul>
    </div>
  );
}
