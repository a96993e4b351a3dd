import type { Order } from "@/domain/order";
import type { LoadResult } from "@/lib/load-result";
import { LoadFailure } from "@/components/load-failure";
import { useOrderLookup } from "@/features/orders/api/get-orders";
import { useOrderDates } from "@/features/orders/hooks/use-order-dates";
import { CANCEL_REASONS } from "@/domain/order-cancellation";
import { useOrderWords } from "@/lib/order-words";
import { useI18n } from "@/lib/i18n/i18n-context";
import type { MessageId } from "@/lib/i18n/translator";
import { OrderDetailSkeleton } from "./order-detail-skeleton";
import { OrderActions } from "./order-actions";
import { OrderLines } from "./order-lines";
import { OrderNotFound } from "./order-status-panels";
import { OrdersPage } from "./orders-page";

const REASON_IDS: Readonly<Record<string, MessageId>> = Object.fromEntries(
  CANCEL_REASONS.map((reason, index) => [reason, `cancel.reason.${index}` as MessageId]),
);

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
  const { t } = useI18n();
  if (orderId === null) {
    return (
      <OrdersPage title={t("cancelled.notFoundTitle")}>
        <OrderNotFound message={t("orders.noInformation")} />
      </OrdersPage>
    );
  }
  return <CancelledLookup orders={orders} orderId={orderId} known={known} />;
}

function CancelledLookup({ orders, orderId, known }: OrderCancelledProps & { orderId: number }) {
  const lookup = useOrderLookup(orders, orderId, known);
  const order = lookup.status === "loaded" ? lookup.order : null;
  const cancelled = order?.status === "Cancelled";
  const { t } = useI18n();
  const words = useOrderWords();
  return (
    <OrdersPage title={cancelled || lookup.status === "loading" ? t("cancelled.title") : t("cancelled.notFoundTitle")}>
      {lookup.status === "loading" && <OrderDetailSkeleton label={t("orders.loadingOrder")} />}
      {lookup.status === "error" && <LoadFailure message={lookup.message} />}
      {lookup.status === "loaded" && !order && <OrderNotFound message={t("orders.noInformation")} />}
      {order && !cancelled && (
        <OrderNotFound
          message={t("cancelled.notCancelled", { name: words.orderName(order.id), status: words.status(order.status) })}
        />
      )}
      {order && cancelled && <CancelledOrder order={order} />}
    </OrdersPage>
  );
}

function CancelledOrder({ order }: { order: Order }) {
  const { t } = useI18n();
  const dates = useOrderDates();
  const words = useOrderWords();
  const reasonId =
    order.cancelReason && Object.hasOwn(REASON_IDS, order.cancelReason) ? REASON_IDS[order.cancelReason] : undefined;
  return (
    <>
      <p className="orders-lead">
        <strong>{words.orderName(order.id)}</strong> {t("cancelled.lead")}
      </p>
      <section className="panel orders-panel" aria-labelledby="cancelled-title">
        <h2 id="cancelled-title">{t("cancelled.details")}</h2>
        <dl className="order-facts order-facts--stacked">
          <div>
            <dt>{t("cancelled.order")}</dt>
            <dd>{words.orderName(order.id)}</dd>
          </div>
          {order.cancelledAt && (
            <div>
              <dt>{t("cancelled.cancelledOn")}</dt>
              <dd>
                <time dateTime={order.cancelledAt}>{dates.date(order.cancelledAt)}</time>
              </dd>
            </div>
          )}
          <div>
            <dt>{t("cancelled.reason")}</dt>
            <dd>{reasonId ? t(reasonId) : (order.cancelReason ?? t("cancelled.notGiven"))}</dd>
          </div>
          <div>
            <dt>{t("cancelled.comments")}</dt>
            <dd>{order.cancelComment ?? t("cancelled.none")}</dd>
          </div>
          {order.refund && (
            <div>
              <dt>{t("orders.refund")}</dt>
              <dd className="order-facts__refund">{words.refund(order.refund)}</dd>
            </div>
          )}
        </dl>
        <OrderLines lines={order.lines} label={t("cancelled.items")} />
      </section>
      <OrderActions />
    </>
  );
}
