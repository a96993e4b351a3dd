import { Link } from "react-router-dom";
import type { Order } from "@/domain/order";
import { cancellationPath, receiptPath, trackPath } from "@/features/orders/utils/order-location";
import { orderName } from "@/features/orders/utils/order-text";
import { OrderFacts } from "./order-facts";
import { OrderLines } from "./order-lines";

/**
 * One order in the list with Track, Receipt and, while it can still be cancelled, Cancel. Cancel hands the
 * order to the form in the router state (SPEC.md section 4: "stores the order") so it shows at once.
 */
export function OrderCard({ order }: { order: Order }) {
  const titleId = `order-${order.id}-title`;
  const name = orderName(order.id);
  return (
    <article className="panel orders-panel order-card" aria-labelledby={titleId}>
      <h2 className="order-card__title" id={titleId}>
        {name}
      </h2>
      <OrderFacts order={order} />
      <OrderLines lines={order.lines} label={`Items of ${name}`} />
      <div className="orders-actions">
        <Link className="button button--secondary" to={trackPath(order.id)}>
          Track<span className="visually-hidden"> {name}</span>
        </Link>
        <Link className="button button--secondary" to={receiptPath(order.id)}>
          Receipt<span className="visually-hidden"> of {name}</span>
        </Link>
        {order.cancellable && (
          <Link
            className="button button--secondary order-card__cancel"
            to={cancellationPath(order.id)}
            state={{ order }}
          >
            Cancel<span className="visually-hidden"> {name}</span>
          </Link>
        )}
      </div>
    </article>
  );
}
