import "./orders.css";
import { useRevalidator } from "react-router";
import { LoadFailure } from "@/components/load-failure";
import { LinkPanel } from "@/components/status-panel";
import type { Order } from "@/domain/order";
import type { LoadResult } from "@/lib/load-result";
import { useOrderWords } from "@/lib/order-words";
import { useI18n } from "@/lib/i18n/i18n-context";
import { OrderCard, type OrderCardSlots } from "./order-card";
import { OrderLineSkeleton } from "./order-detail-skeleton";

/**
 * The signed-in customer's orders as the route loader read them, newest first (SPEC.md sections 2
 * and 8). Retry runs the loader again. `slots` are other features' controls, composed by the route.
 */
export function OrderList({ orders, slots }: { orders: LoadResult<Order[]>; slots?: OrderCardSlots }) {
  const revalidator = useRevalidator();
  const { t, path } = useI18n();
  const words = useOrderWords();
  if (orders.status === "error") {
    if (revalidator.state === "loading") return <OrderListSkeleton />;
    return <LoadFailure message={words.loadError(orders.error)} />;
  }
  if (orders.data.length === 0)
    return <LinkPanel message={t("orders.none")} to={path("/all-product")} label={t("emptyState.browse")} />;
  return (
    <ol className="order-list" aria-label={t("orders.listLabel")}>
      {orders.data.map((order) => (
        <li key={order.id}>
          <OrderCard order={order} slots={slots} />
        </li>
      ))}
    </ol>
  );
}

/** Order-card-shaped placeholders while Retry reads the orders again. */
function OrderListSkeleton() {
  const { t } = useI18n();
  return (
    <div role="status">
      <span className="visually-hidden">{t("orders.loadingList")}</span>
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
