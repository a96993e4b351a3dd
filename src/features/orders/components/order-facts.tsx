import { formatMoney } from "@/domain/money";
import type { Order } from "@/domain/order";
import { refundStatement } from "@/domain/order-refund";
import { returnStatement } from "@/domain/order-return";
import { formatOrderDate } from "@/features/orders/utils/order-date";

/** An order at a glance: when it was placed, its status, how it was paid and its total. */
export function OrderFacts({ order }: { order: Order }) {
  return (
    <dl className="order-facts">
      {order.placedAt && (
        <div>
          <dt>Ordered on</dt>
          <dd>
            <time dateTime={order.placedAt}>{formatOrderDate(order.placedAt)}</time>
          </dd>
        </div>
      )}
      <div>
        <dt>Status</dt>
        <dd>
          <span className={`order-status order-status--${order.status.toLowerCase().replace(/\s+/g, "-")}`}>
            {order.status}
          </span>
        </dd>
      </div>
      <div>
        <dt>Payment</dt>
        <dd>{order.paymentMode}</dd>
      </div>
      <div>
        <dt>Total</dt>
        <dd className="order-facts__total">{formatMoney(order.total)}</dd>
      </div>
      {order.refund && (
        <div>
          <dt>Refund</dt>
          <dd className="order-facts__refund">{refundStatement(order.refund)}</dd>
        </div>
      )}
      {order.returns.map((orderReturn) => (
        <div key={orderReturn.id}>
          <dt>Return {orderReturn.number}</dt>
          <dd className="order-facts__return">{returnStatement(orderReturn)}</dd>
        </div>
      ))}
    </dl>
  );
}
