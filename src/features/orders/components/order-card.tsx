import type { ReactNode } from "react";
import { Link } from "react-router";
import type { Order, OrderLine } from "@/domain/order";
import { hasShipped, latestEvent } from "@/domain/order-fulfilment";
import { isReturnable, returnableLines, returnRequestPath } from "@/domain/order-return";
import { useOrderDates } from "@/features/orders/hooks/use-order-dates";
import { cancellationPath, receiptPath, trackPath } from "@/features/orders/utils/order-location";
import { useOrderWords } from "@/lib/order-words";
import { useI18n } from "@/lib/i18n/i18n-context";
import { OrderFacts } from "./order-facts";
import { OrderLines } from "./order-lines";

/** Controls from other features on an order card (a feature never imports another: the route composes them). */
export interface OrderCardSlots {
  /** Beside Track and Cancel. */
  orderAction?: (order: Order, orderName: string) => ReactNode;
  /** Under each line. */
  lineAction?: (order: Order, line: OrderLine) => ReactNode;
}

/**
 * One order in the list with Track, Receipt, what other features add (slots), while it can
 * still be cancelled Cancel, and within the return window Return items (issue 30). Cancel hands
 * the order to the form in the router state (SPEC.md section 4: "stores the order") so it shows
 * at once.
 */
export function OrderCard({ order, slots = {} }: { order: Order; slots?: OrderCardSlots }) {
  const titleId = `order-${order.id}-title`;
  const { t, path } = useI18n();
  const words = useOrderWords();
  const dates = useOrderDates();
  const name = words.orderName(order.id);
  const latest = latestEvent(order.events);
  return (
    <article className="panel orders-panel order-card" aria-labelledby={titleId}>
      <h2 className="order-card__title" id={titleId}>
        {name}
      </h2>
      <OrderFacts order={order} />
      {latest && order.status !== "Cancelled" && (
        <p className="order-card__note">
          {t("ship.latest", { status: words.status(latest.status), date: dates.date(latest.at) })}
        </p>
      )}
      {hasShipped(order.status) && order.status !== "Delivered" && (
        <p className="order-card__note">{t("ship.onItsWay")}</p>
      )}
      <OrderLines
        lines={order.lines}
        label={t("orders.itemsOf", { name })}
        lineAction={slots.lineAction && ((line) => slots.lineAction?.(order, line))}
      />
      <div className="orders-actions">
        <Link className="button button--secondary" to={path(trackPath(order.id))}>
          {t("orders.track")}
          <span className="visually-hidden"> {name}</span>
        </Link>
        <Link className="button button--secondary" to={path(receiptPath(order.id))}>
          {t("orders.receipt")}
          <span className="visually-hidden"> {t("orders.ofOrder", { name })}</span>
        </Link>
        {order.cancellable && (
          <Link
            className="button button--secondary order-card__cancel"
            to={path(cancellationPath(order.id))}
            state={{ order }}
          >
            {t("orders.cancel")}
            <span className="visually-hidden"> {name}</span>
          </Link>
        )}
        {isReturnable(order, new Date()) && returnableLines(order).length > 0 && (
          <Link className="button button--secondary order-card__return" to={path(returnRequestPath(order.id))}>
            {t("orders.returnItems")}
            <span className="visually-hidden"> {t("orders.ofOrder", { name })}</span>
          </Link>
        )}
        {slots.orderAction?.(order, name)}
      </div>
    </article>
  );
}
