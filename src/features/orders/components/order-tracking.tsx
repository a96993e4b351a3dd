import type { ReactNode } from "react";
import { Link } from "react-router";
import type { Order } from "@/domain/order";
import type { LoadResult } from "@/lib/load-result";
import { trackingSteps, type TrackingStep } from "@/domain/order-tracking";
import { LoadFailure } from "@/components/load-failure";
import { useOrderLookup } from "@/features/orders/api/get-orders";
import { eventOf, trackingUrl } from "@/domain/order-fulfilment";
import { useOrderDates } from "@/features/orders/hooks/use-order-dates";
import { useOrderWords } from "@/lib/order-words";
import { useI18n } from "@/lib/i18n/i18n-context";
import type { Translator } from "@/lib/i18n/translator";
import { OrderFacts } from "./order-facts";
import { OrderLines } from "./order-lines";
import { OrderDetailSkeleton } from "./order-detail-skeleton";
import { OrderNotFound } from "./order-status-panels";
import { OrdersPage } from "./orders-page";

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
  const { t } = useI18n();
  return (
    <OrdersPage title={t("track.title")}>
      {orderId === null ? (
        <OrderNotFound message={t("orders.noInformation")} />
      ) : (
        <TrackingLookup orders={orders} orderId={orderId} known={known} />
      )}
    </OrdersPage>
  );
}

function TrackingLookup({ orders, orderId, known }: OrderTrackingProps & { orderId: number }) {
  const lookup = useOrderLookup(orders, orderId, known);
  const { t } = useI18n();
  return (
    <>
      {lookup.status === "loading" && <OrderDetailSkeleton label={t("orders.loadingOrder")} />}
      {lookup.status === "error" && <LoadFailure message={lookup.message} />}
      {lookup.status === "loaded" && !lookup.order && <OrderNotFound message={t("orders.noInformation")} />}
      {lookup.status === "loaded" && lookup.order && <TrackedOrder order={lookup.order} />}
    </>
  );
}

/** A step's label in the page's language: SPEC.md's words in English, the dates of the last steps from the order. */
function stepLabel(step: TrackingStep, order: Order, t: Translator["t"], date: (iso: string) => string): string {
  switch (step.key) {
    case "placed":
    case "packed":
    case "shipped":
    case "outForDelivery":
      return t(`track.${step.key}`);
    case "delivered":
      return order.deliveredAt ? t("track.deliveredOn", { date: date(order.deliveredAt) }) : t("track.delivered");
    case "arriving":
      return order.expectedDelivery
        ? t("track.arrivingBy", { date: date(order.expectedDelivery) })
        : t("track.arrivingSoon");
    case "cancelled":
      return order.cancelledAt ? t("track.cancelledOn", { date: date(order.cancelledAt) }) : t("track.cancelled");
  }
}

/**
 * One order's timeline and items. `back` replaces the way back to the account's orders (a guest
 * who found the order by its number has no account: /order-lookup).
 */
export function TrackedOrder({ order, back }: { order: Order; back?: ReactNode }) {
  const { t, path } = useI18n();
  const words = useOrderWords();
  const dates = useOrderDates();
  const steps = trackingSteps(order, dates.date);
  return (
    <>
      <div className="orders-layout">
        <section className="panel orders-layout__main orders-panel" aria-labelledby="tracking-title">
          <h2 id="tracking-title">{words.orderName(order.id)}</h2>
          <OrderFacts order={order} />
          <h3 className="orders-subtitle">{t("track.progress")}</h3>
          <ol className="tracking">
            {steps.map((step) => (
              <li
                key={step.key}
                className={`tracking__step tracking__step--${step.state}${step.key === "cancelled" ? " tracking__step--cancelled" : ""}`}
                aria-current={step.current ? "step" : undefined}
              >
                <span className="tracking__marker" aria-hidden="true" />
                <span className="tracking__text">
                  <span className="tracking__label">{stepLabel(step, order, t, dates.date)}</span>
                  <span className="tracking__state">
                    {step.state === "done" ? t("track.completed") : t("track.upcoming")}
                    {step.current && step.state === "done" ? t("track.current") : ""}
                  </span>
                  {step.date && (
                    <time className="tracking__date" dateTime={step.date}>
                      {dates.moment(step.date)}
                    </time>
                  )}
                  {step.key === "shipped" && step.state === "done" && <Parcel order={order} />}
                </span>
              </li>
            ))}
          </ol>
        </section>
        <section className="panel orders-layout__side orders-panel" aria-labelledby="tracking-items-title">
          <h2 id="tracking-items-title">{t("orders.items")}</h2>
          <OrderLines lines={order.lines} />
        </section>
      </div>
      <div className="orders-actions">
        {back ?? (
          <Link className="button button--secondary" to={path("/your-orders")}>
            {t("orders.backToOrders")}
          </Link>
        )}
      </div>
    </>
  );
}

/** The shipment of a shipped order: its carrier, tracking number and the carrier's own page. */
function Parcel({ order }: { order: Order }) {
  const { t, locale } = useI18n();
  const shipped = eventOf(order.events, "Shipped");
  if (!shipped?.carrier || !shipped.trackingNumber) return null;
  const href = trackingUrl(shipped, locale);
  return (
    <span className="tracking__parcel">
      {t("ship.parcel", { carrier: shipped.carrier, number: shipped.trackingNumber })}
      {href && (
        <>
          {" "}
          <a href={href} rel="noopener noreferrer">
            {t("ship.trackWithCarrier", { carrier: shipped.carrier })}
          </a>
        </>
      )}
    </span>
  );
}
