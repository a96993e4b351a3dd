import { Link } from "react-router";
import type { Order } from "@/domain/order";
import type { LoadResult } from "@/lib/load-result";
import { trackingSteps } from "@/domain/order-tracking";
import { LoadFailure } from "@/components/load-failure";
import { useOrderLookup } from "@/features/orders/api/get-orders";
import { formatOrderDate } from "@/features/orders/utils/order-date";
import { NO_ORDER_INFORMATION, orderName } from "@/features/orders/utils/order-text";
import { OrderFacts } from "./order-facts";
import { OrderLines } from "./order-lines";
import { OrderDetailSkeleton } from "./order-detail-skeleton";
import { OrderNotFound } from "./order-status-panels";
import { OrdersPage } from "./orders-page";

const TITLE = "Track your order";

interface OrderTrackingProps {
  /** The customer's orders as the route loader read them. */
  orders: LoadResult<Order[]>;
  /** The order of `?order=`, null without one. */
  orderId: number | null;
  /** The order handed over in the router state, if any. */
  known: Order | null;
}

/** /track: where an order is on the timeline of SPEC.md section 2. */
export function OrderTracking({ orders, orderId, known }: OrderTrackingProps) {
  return (
    <OrdersPage title={TITLE}>
      {orderId === null ? (
        <OrderNotFound message={NO_ORDER_INFORMATION} />
      ) : (
        <TrackingLookup orders={orders} orderId={orderId} known={known} />
      )}
    </OrdersPage>
  );
}

function TrackingLookup({ orders, orderId, known }: OrderTrackingProps & { orderId: number }) {
  const lookup = useOrderLookup(orders, orderId, known);
  return (
    <>
      {lookup.status === "loading" && <OrderDetailSkeleton label="Loading the order..." />}
      {lookup.status === "error" && <LoadFailure message={lookup.message} />}
      {lookup.status === "loaded" && !lookup.order && <OrderNotFound message={NO_ORDER_INFORMATION} />}
      {lookup.status === "loaded" && lookup.order && <TrackedOrder order={lookup.order} />}
    </>
  );
}

function TrackedOrder({ order }: { order: Order }) {
  const steps = trackingSteps(order, formatOrderDate);
  return (
    <>
      <div className="orders-layout">
        <section className="panel orders-layout__main orders-panel" aria-labelledby="tracking-title">
          <h2 id="tracking-title">{orderName(order.id)}</h2>
          <OrderFacts order={order} />
          <h3 className="orders-subtitle">Progress</h3>
          <ol className="tracking">
            {steps.map((step) => (
              <li
                key={step.key}
                className={`tracking__step tracking__step--${step.state}${step.key === "cancelled" ? " tracking__step--cancelled" : ""}`}
                aria-current={step.current ? "step" : undefined}
              >
                <span className="tracking__marker" aria-hidden="true" />
                <span className="tracking__text">
                  <span className="tracking__label">{step.label}</span>
                  <span className="tracking__state">
                    {step.state === "done" ? "Completed" : "Upcoming"}
                    {step.current && step.state === "done" ? " · current status" : ""}
                  </span>
                  {step.date && (
                    <time className="tracking__date" dateTime={step.date}>
                      {formatOrderDate(step.date)}
                    </time>
                  )}
                </span>
              </li>
            ))}
          </ol>
        </section>
        <section className="panel orders-layout__side orders-panel" aria-labelledby="tracking-items-title">
          <h2 id="tracking-items-title">Items</h2>
          <OrderLines lines={order.lines} />
        </section>
      </div>
      <div className="orders-actions">
        <Link className="button button--secondary" to="/your-orders">
          Back to your orders
        </Link>
      </div>
    </>
  );
}
