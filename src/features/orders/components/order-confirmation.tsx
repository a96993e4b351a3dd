import { useSetAtom } from "jotai";
import { useEffect, useState } from "react";
import { Link } from "react-router";
import { LoadFailure } from "@/components/load-failure";
import type { Order } from "@/domain/order";
import type { LoadResult } from "@/lib/load-result";
import { ORDER_POLL_INTERVAL_MS, ORDER_WAIT_MS } from "@/lib/orders-api";
import { useRevalidateWhile } from "@/lib/use-revalidate-while";
import { loadCartAtom } from "@/stores/cart";
import { receiptPath } from "@/features/orders/utils/order-location";
import { ORDER_DATA_NOT_FOUND, orderName, ordersErrorText, STILL_RECORDING } from "@/features/orders/utils/order-text";
import { DeliveryTo } from "./delivery-address";
import { OrderFacts } from "./order-facts";
import { OrderActions } from "./order-actions";
import { OrderDetailSkeleton } from "./order-detail-skeleton";
import { OrderLines } from "./order-lines";
import { OrderNotFound } from "./order-status-panels";
import { OrderTotals } from "./order-totals";
import { OrdersPage } from "./orders-page";

const CONFIRMING = "Confirming your order…";

interface OrderConfirmationProps {
  /** The route loader's latest look for the payment's order (null: not recorded yet). */
  order: LoadResult<Order | null>;
  /** When the loader looked. */
  readAt: number;
}

/**
 * /order-confirmation: the order the payment's webhook records a moment after the card is
 * authorised (decisions 005 and 010), looked for again every second for up to half a minute from
 * the first look; a failed look is asked again too until then. The bought lines have left the
 * server cart by then, so the cart is read again for the header count.
 */
export function OrderConfirmation({ order: found, readAt }: OrderConfirmationProps) {
  const [firstReadAt] = useState(readAt);
  const waiting = !(found.status === "loaded" && found.data) && readAt - firstReadAt < ORDER_WAIT_MS;
  useRevalidateWhile(waiting, ORDER_POLL_INTERVAL_MS);
  const refreshCart = useSetAtom(loadCartAtom);
  const confirmedId = found.status === "loaded" && found.data ? found.data.id : null;

  useEffect(() => {
    if (confirmedId !== null) void refreshCart({ changed: true });
  }, [confirmedId, refreshCart]);

  if (waiting) {
    return (
      <OrdersPage title={CONFIRMING}>
        <OrderDetailSkeleton label="Waiting for your payment to be recorded..." />
      </OrdersPage>
    );
  }
  if (found.status === "error") {
    return (
      <OrdersPage title="Order confirmation">
        <LoadFailure message={ordersErrorText(found.error)} />
      </OrdersPage>
    );
  }
  const order = found.data;
  if (!order) {
    return (
      <OrdersPage title="Order confirmation">
        <OrderNotFound message={ORDER_DATA_NOT_FOUND}>
          <p className="orders-muted">{STILL_RECORDING}</p>
        </OrderNotFound>
      </OrdersPage>
    );
  }
  return (
    <OrdersPage title="Order confirmed">
      <p className="orders-lead">
        Thank you! <strong>{orderName(order.id)}</strong> has been placed.
      </p>
      <div className="orders-layout">
        <div className="orders-layout__main">
          <section className="panel orders-panel" aria-labelledby="confirmation-items-title">
            <h2 id="confirmation-items-title">{orderName(order.id)}</h2>
            <OrderFacts order={order} />
            <OrderLines lines={order.lines} />
          </section>
        </div>
        <div className="orders-layout__side">
          <section className="panel orders-panel" aria-labelledby="confirmation-price-title">
            <h2 id="confirmation-price-title">Price details</h2>
            <OrderTotals order={order} />
            <Link className="button button--secondary order-confirmation__receipt" to={receiptPath(order.id)}>
              Receipt<span className="visually-hidden"> of {orderName(order.id)}</span>
            </Link>
          </section>
          <DeliveryTo address={order.deliveryAddress} />
        </div>
      </div>
      <OrderActions />
    </OrdersPage>
  );
}
