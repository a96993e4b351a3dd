import { Fragment, useEffect, useState } from "react";
import { Link, useLocation } from "react-router";
import { LoadFailure } from "@/components/load-failure";
import type { Order } from "@/domain/order";
import type { LoadResult } from "@/lib/load-result";
import {
  NO_SCRIPT_LOOK_PARAM,
  NO_SCRIPT_LOOK_SECONDS,
  NO_SCRIPT_LOOKS,
  ORDER_POLL_INTERVAL_MS,
  ORDER_WAIT_MS,
} from "@/lib/orders-api";
import { useRevalidateWhile } from "@/lib/use-revalidate-while";
import { useCartLines } from "@/lib/cart-lines";
import { receiptPath } from "@/features/orders/utils/order-location";
import { useOrderDates } from "@/features/orders/hooks/use-order-dates";
import { useI18n } from "@/lib/i18n/i18n-context";
import { useOrderWords } from "@/lib/order-words";
import { DeliveryTo } from "./delivery-address";
import { OrderFacts } from "./order-facts";
import { OrderActions } from "./order-actions";
import { OrderDetailSkeleton } from "./order-detail-skeleton";
import { OrderLines } from "./order-lines";
import { OrderNotFound } from "./order-status-panels";
import { OrderTotals } from "./order-totals";
import { OrdersPage } from "./orders-page";

/** Stands for the order's name in its sentence, which is split there. */
const NAME_MARK = "\u0000";

interface OrderConfirmationProps {
  /** The route loader's latest look for the payment's order (null: not recorded yet). */
  order: LoadResult<Order | null>;
}

/**
 * /order-confirmation: the order the payment's webhook records a moment after the card is
 * authorised (decisions 005 and 010), looked for again every second for up to half a minute from
 * when the page is shown; a failed look is asked again too until then. The bought lines have left
 * the server cart by then, so the cart is read again for the header count.
 */
export function OrderConfirmation({ order: found }: OrderConfirmationProps) {
  // Timed in the browser: the first look is the page server's (decision 063), on another clock.
  const [waitOver, setWaitOver] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setWaitOver(true), ORDER_WAIT_MS);
    return () => clearTimeout(timer);
  }, []);
  const location = useLocation();
  const looksWithoutScript = Number(new URLSearchParams(location.search).get(NO_SCRIPT_LOOK_PARAM)) || 0;
  const waiting = !(found.status === "loaded" && found.data) && !waitOver && looksWithoutScript < NO_SCRIPT_LOOKS;
  useRevalidateWhile(waiting, ORDER_POLL_INTERVAL_MS);
  const { load: refreshCart } = useCartLines();
  const { t, path } = useI18n();
  const words = useOrderWords();
  const dates = useOrderDates();
  const confirmedId = found.status === "loaded" && found.data ? found.data.id : null;

  useEffect(() => {
    if (confirmedId !== null) refreshCart();
  }, [confirmedId, refreshCart]);

  if (waiting) {
    return (
      <OrdersPage title={t("orderConfirmation.confirming")}>
        <OrderDetailSkeleton label={t("orderConfirmation.waiting")} />
        <LookAgainWithoutScript looks={looksWithoutScript} />
      </OrdersPage>
    );
  }
  if (found.status === "error") {
    return (
      <OrdersPage title={t("orderConfirmation.title")}>
        <LoadFailure message={words.loadError(found.error)} />
      </OrdersPage>
    );
  }
  const order = found.data;
  if (!order) {
    return (
      <OrdersPage title={t("orderConfirmation.title")}>
        <OrderNotFound message={t("orderConfirmation.notFound")}>
          <p className="orders-muted">{t("orderConfirmation.stillRecording")}</p>
        </OrderNotFound>
      </OrdersPage>
    );
  }
  const name = words.orderName(order.id);
  // The order's name is strong wherever the sentence puts it in the language.
  const placedParts = t("orderConfirmation.placed", { name: NAME_MARK }).split(NAME_MARK);
  placedParts.splice(1, 0, name);
  return (
    <OrdersPage title={t("orderConfirmation.confirmed")}>
      <p className="orders-lead">
        {placedParts.map((part, index) =>
          index % 2 === 1 ? <strong key={index}>{name}</strong> : <Fragment key={index}>{part}</Fragment>,
        )}
      </p>
      {order.expectedDelivery && (
        // The day the shop API set when it recorded the order, which the order email names too.
        <dl className="order-facts">
          <div>
            <dt>{t("phone.expectedDelivery")}</dt>
            <dd>
              <time dateTime={order.expectedDelivery}>{dates.date(order.expectedDelivery)}</time>
            </dd>
          </div>
        </dl>
      )}
      <div className="orders-layout">
        <div className="orders-layout__main">
          <section className="panel orders-panel" aria-labelledby="confirmation-items-title">
            <h2 id="confirmation-items-title">{name}</h2>
            <OrderFacts order={order} />
            <OrderLines lines={order.lines} />
          </section>
        </div>
        <div className="orders-layout__side">
          <section className="panel orders-panel" aria-labelledby="confirmation-price-title">
            <h2 id="confirmation-price-title">{t("orderConfirmation.priceDetails")}</h2>
            <OrderTotals order={order} />
            <Link className="button button--secondary order-confirmation__receipt" to={path(receiptPath(order.id))}>
              {t("orders.receipt")}
              <span className="visually-hidden">{t("orderConfirmation.receiptOf", { name })}</span>
            </Link>
          </section>
          <DeliveryTo address={order.deliveryAddress} />
        </div>
      </div>
      <OrderActions />
    </OrdersPage>
  );
}

/**
 * The page asks again by itself where script cannot: a browser without script parses <noscript>
 * and follows its refresh to the next look; React renders a <meta> inside <noscript> in place (not
 * hoisted to <head>), and a browser with script never sees it.
 */
function LookAgainWithoutScript({ looks }: { looks: number }) {
  const { pathname, search } = useLocation();
  const next = new URLSearchParams(search);
  next.set(NO_SCRIPT_LOOK_PARAM, String(looks + 1));
  return (
    <noscript>
      <meta httpEquiv="refresh" content={`${NO_SCRIPT_LOOK_SECONDS}; url=${pathname}?${next.toString()}`} />
    </noscript>
  );
}
