import type { Order } from "@/domain/order";
import { refundStatement } from "@/domain/order-refund";
import type { LoadResult } from "@/lib/load-result";
import { LoadFailure } from "@/components/load-failure";
import { useOrderLookup } from "@/features/orders/api/get-orders";
import { formatOrderDate } from "@/features/orders/utils/order-date";
import { NO_ORDER_INFORMATION, orderName } from "@/features/orders/utils/order-text";
import { OrderDetailSkeleton } from "./order-detail-skeleton";
import { OrderActions } from "./order-actions";
import { OrderLines } from "./order-lines";
import { OrderNotFound } from "./order-status-panels";
import { OrdersPage } from "./orders-page";

const TITLE_NOT_FOUND = "Order cancellation";

interface OrderCancelledProps {
  /** The customer's orders as the route loader read them. */
  orders: LoadResult<Order[]>;
  /** The order of `?order=`, null without one. */
  orderId: number | null;
  /** The cancelled order the form handed over in the router state, if any. */
  known: Order | null;
}

/** /order-cancelled: the cancellation done, with its reason and comment; works from the URL alone. */
export function OrderCancelled({ orders, orderId, known }: OrderCancelledProps) {
  if (orderId === null) {
    return (
      <OrdersPage title={TITLE_NOT_FOUND}>
        <OrderNotFound message={NO_ORDER_INFORMATION} />
      </OrdersPage>
    );
  }
  return <CancelledLookup orders={orders} orderId={orderId} known={known} />;
}

function CancelledLookup({ orders, orderId, known }: OrderCancelledProps & { orderId: number }) {
  const lookup = useOrderLookup(orders, orderId, known);
  const order = lookup.status === "loaded" ? lookup.order : null;
  const cancelled = order?.status === "Cancelled";
  return (
    <OrdersPage title={cancelled || lookup.status === "loading" ? "Order cancelled" : TITLE_NOT_FOUND}>
      {lookup.status === "loading" && <OrderDetailSkeleton label="Loading the order..." />}
      {lookup.status === "error" && <LoadFailure message={lookup.message} />}
      {lookup.status === "loaded" && !order && <OrderNotFound message={NO_ORDER_INFORMATION} />}
      {order && !cancelled && (
        <OrderNotFound message={`${orderName(order.id)} has not been cancelled: its status is ${order.status}.`} />
      )}
      {order && cancelled && <CancelledOrder order={order} />}
    </OrdersPage>
  );
}

function CancelledOrder({ order }: { order: Order }) {
  return (
    <>
      <p className="orders-lead">
        <strong>{orderName(order.id)}</strong> has been cancelled.
      </p>
      <section className="panel orders-panel" aria-labelledby="cancelled-title">
        <h2 id="cancelled-title">Cancellation details</h2>
        <dl className="order-facts order-facts--stacked">
          <div>
            <dt>Order</dt>
            <dd>{orderName(order.id)}</dd>
          </div>
          {order.cancelledAt && (
            <div>
              <dt>Cancelled on</dt>
              <dd>
                <time dateTime={order.cancelledAt}>{formatOrderDate(order.cancelledAt)}</time>
              </dd>
            </div>
          )}
          <div>
            <dt>Reason</dt>
            <dd>{order.cancelReason ?? "Not given"}</dd>
          </div>
          <div>
            <dt>Comments</dt>
            <dd>{order.cancelComment ?? "None"}</dd>
          </div>
          {order.refund && (
            <div>
              <dt>Refund</dt>
              <dd className="order-facts__refund">{refundStatement(order.refund)}</dd>
            </div>
          )}
        </dl>
        <OrderLines lines={order.lines} label="Cancelled items" />
      </section>
      <OrderActions />
    </>
  );
}
