import type { Order } from "@/domain/order";
import { useOrderWords } from "@/lib/order-words";
import { useI18n } from "@/lib/i18n/i18n-context";
import { useOrderDates } from "@/features/orders/hooks/use-order-dates";

/** An order at a glance: when it was placed, its status, how it was paid and its total. */
export function OrderFacts({ order }: { order: Order }) {
  const { t, money } = useI18n();
  const dates = useOrderDates();
  const words = useOrderWords();
  return (
    <dl className="order-facts">
      {order.placedAt && (
        <div>
          <dt>{t("orders.orderedOn")}</dt>
          <dd>
            <time dateTime={order.placedAt}>{dates.date(order.placedAt)}</time>
          </dd>
        </div>
      )}
      <div>
        <dt>{t("orders.status")}</dt>
        <dd>
          <span className={`order-status order-status--${order.status.toLowerCase().replace(/\s+/g, "-")}`}>
            {words.status(order.status)}
          </span>
        </dd>
      </div>
      <div>
        <dt>{t("orders.payment")}</dt>
        <dd>{words.paymentMode(order.paymentMode)}</dd>
      </div>
      <div>
        <dt>{t("orders.total")}</dt>
        <dd className="order-facts__total">{money(order.total)}</dd>
      </div>
      {order.refund && (
        <div>
          <dt>{t("orders.refund")}</dt>
          <dd className="order-facts__refund">{words.refund(order.refund)}</dd>
        </div>
      )}
      {order.returns.map((orderReturn) => (
        <div key={orderReturn.id}>
          <dt>{t("orders.returnNumber", { number: orderReturn.number })}</dt>
          <dd className="order-facts__return">{words.returnState(orderReturn)}</dd>
        </div>
      ))}
    </dl>
  );
}
