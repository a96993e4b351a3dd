import { useEffect } from "react";
import { Link } from "react-router";
import { useCartLines } from "@/lib/cart-lines";
import { usePaidOrder } from "@/features/orders/api/wait-for-paid-order";
import { receiptPath } from "@/features/orders/utils/order-location";
import { ORDER_DATA_NOT_FOUND, orderName, STILL_RECORDING } from "@/features/orders/utils/order-text";
import { DeliveryTo } from "./delivery-address";
import { OrderFacts } from "./order-facts";
import { OrderActions } from "./order-actions";
import { OrderDetailSkeleton } from "./order-detail-skeleton";
import { OrderLines } from "./order-lines";
import { OrderNotFound, OrdersLoadProblem } from "./order-status-panels";
import { OrderTotals } from "./order-totals";
import { OrdersPage } from "./orders-page";

const CONFIRMING = "Confirming your order…";

interface OrderConfirmationProps {
  /** null while the session is not known yet. */
  customerId: number | null;
  /** The PaymentIntent id of `?payment_intent=`. */
  paymentReference: string;
}

/**
 * /order-confirmation: waits for the order the payment's webhook records, then shows it. The
 * bought lines have left the server cart by then, so the cart is read again for the header count.
 */
export function OrderConfirmation({ customerId, paymentReference }: OrderConfirmationProps) {
  const { state, reload } = usePaidOrder(customerId, paymentReference);
  const { load: refreshCart } = useCartLines();
  const confirmedId = state.status === "loaded" && state.data ? state.data.id : null;

  useEffect(() => {
    if (confirmedId !== null) refreshCart();
  }, [confirmedId, refreshCart]);

  if (state.status === "loading") {
    return (
      <OrdersPage title={CONFIRMING}>
        <OrderDetailSkeleton label="Waiting for your payment to be recorded..." />
      </OrdersPage>
    );
  }
  if (state.status === "error") {
    return (
      <OrdersPage title="Order confirmation">
        <OrdersLoadProblem error={state.error} onRetry={reload} />
      </OrdersPage>
    );
  }
  const order = state.data;
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
