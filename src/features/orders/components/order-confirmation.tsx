import { useSetAtom } from "jotai";
import { useEffect } from "react";
import { Link } from "react-router-dom";
import { loadCartAtom } from "../../../stores/cart";
import { usePaidOrder } from "../api/wait-for-paid-order";
import { ORDER_DATA_NOT_FOUND, orderName, STILL_RECORDING } from "../utils/order-text";
import { DeliveryTo } from "./delivery-address";
import { OrderFacts } from "./order-facts";
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
  const refreshCart = useSetAtom(loadCartAtom);
  const confirmedId = state.status === "loaded" && state.data ? state.data.id : null;

  useEffect(() => {
    if (confirmedId !== null) void refreshCart({ refresh: true });
  }, [confirmedId, refreshCart]);

  if (state.status === "loading") {
    return (
      <OrdersPage title={CONFIRMING}>
        <ConfirmationSkeleton />
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
          <section className="orders-panel" aria-labelledby="confirmation-items-title">
            <h2 id="confirmation-items-title">{orderName(order.id)}</h2>
            <OrderFacts order={order} />
            <OrderLines lines={order.lines} />
          </section>
        </div>
        <div className="orders-layout__side">
          <section className="orders-panel" aria-labelledby="confirmation-price-title">
            <h2 id="confirmation-price-title">Price details</h2>
            <OrderTotals order={order} />
          </section>
          <DeliveryTo address={order.deliveryAddress} />
        </div>
      </div>
      <div className="orders-actions">
        <Link className="button" to="/your-orders">
          View your orders
        </Link>
        <Link className="button button--secondary" to="/all-product">
          Continue shopping
        </Link>
      </div>
    </OrdersPage>
  );
}

/** The confirmed order's shape while the payment is being recorded. */
function ConfirmationSkeleton() {
  return (
    <div role="status">
      <span className="visually-hidden">Waiting for your payment to be recorded...</span>
      <div className="orders-layout" aria-hidden="true">
        <div className="orders-layout__main orders-panel">
          <span className="skeleton skeleton--line skeleton--short" />
          <span className="skeleton skeleton--line" />
          {Array.from({ length: 2 }, (_, index) => (
            <span key={index} className="order-line">
              <span className="skeleton order-line__image" />
              <span className="order-line__text">
                <span className="skeleton skeleton--line" />
                <span className="skeleton skeleton--line skeleton--short" />
              </span>
            </span>
          ))}
        </div>
        <div className="orders-layout__side orders-panel">
          <span className="skeleton skeleton--line skeleton--short" />
          <span className="skeleton skeleton--line" />
          <span className="skeleton skeleton--line" />
          <span className="skeleton skeleton--line" />
        </div>
      </div>
    </div>
  );
}
