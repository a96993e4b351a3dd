import { useEffect, useState } from "react";
import { Link } from "react-router";
import { LoadFailure } from "@/components/load-failure";
import type { PaymentStatusResponse } from "@/domain/checkout";
import type { LoadResult } from "@/lib/load-result";
import { ORDER_POLL_INTERVAL_MS, ORDER_WAIT_MS } from "@/lib/orders-api";
import { useRevalidateWhile } from "@/lib/use-revalidate-while";
import { useCartLines } from "@/lib/cart-lines";
import { isAwaitingCapture, paymentStatusView } from "@/features/payment/utils/payment-status";
import { orderConfirmationPath } from "@/features/payment/utils/payment-urls";
import "./payment.css";

export const PAYMENT_RESULT_TITLE = "Payment result";
/** The shop could not be asked about the payment (SPEC's heading above it says something went wrong). */
const PAYMENT_STATUS_UNREAD = "The payment's status could not be read.";

interface PaymentResultProps {
  /** The PaymentIntent of the query's client secret; null when the query holds none. */
  intentId: string | null;
  /** The route loader's latest read of its status; null when there was nothing to ask. */
  payment: LoadResult<PaymentStatusResponse> | null;
  /** When the loader read it. */
  readAt: number;
}

/**
 * /complete (SPEC.md sections 2, 4 and 8): the text of the payment's status. An authorised
 * payment is read again every second while the webhook records the order and captures it
 * (decision 010), for as long as /order-confirmation waits; a later read that fails keeps the
 * status already shown.
 */
export function PaymentResult({ intentId, payment, readAt }: PaymentResultProps) {
  const [firstReadAt] = useState(readAt);
  const [lastSeen, setLastSeen] = useState(payment?.status === "loaded" ? payment.data : null);
  if (payment?.status === "loaded" && payment.data !== lastSeen) setLastSeen(payment.data);
  const shown = payment?.status === "loaded" ? payment.data : lastSeen;
  useRevalidateWhile(isAwaitingCapture(shown?.status) && readAt - firstReadAt < ORDER_WAIT_MS, ORDER_POLL_INTERVAL_MS);

  const view = paymentStatusView(shown?.status ?? null, shown?.reason);
  // A failure to reach the shop is worth another try; a 400 or 404 answer is not.
  const failure = shown === null && payment?.status === "error" ? payment.error : null;
  const canRetry = failure !== null && (failure.status === 0 || failure.status >= 500);

  return (
    <div className={`payment-result payment-result--${view.outcome}`}>
      <h1 className="payment-result__title">{view.text}</h1>
      {view.outcome === "succeeded" && intentId && <PaymentSucceeded intentId={intentId} />}
      {view.outcome === "processing" && (
        <>
          <p role="status">We will record your order as soon as your bank confirms the payment.</p>
          <div className="payment-result__actions">
            <Link to="/your-orders" className="button">
              Your orders
            </Link>
          </div>
        </>
      )}
      {(view.outcome === "refused" || view.outcome === "refunded") && (
        <>
          <p role="alert">{view.detail}</p>
          <div className="payment-result__actions">
            <Link to="/addcart" className="button">
              Back to your cart
            </Link>
          </div>
        </>
      )}
      {view.outcome === "failed" && (
        <>
          {canRetry && <LoadFailure message={PAYMENT_STATUS_UNREAD} />}
          <div className="payment-result__actions">
            <Link to="/addcart" className={canRetry ? "button button--secondary" : "button"}>
              Back to your cart
            </Link>
          </div>
        </>
      )}
    </div>
  );
}

/**
 * The way to the order. A captured payment has its order recorded already (decision 010), and
 * the webhook took the bought lines out of the server cart: the cart is read again for the header.
 */
function PaymentSucceeded({ intentId }: { intentId: string }) {
  const { load: loadCart } = useCartLines();
  useEffect(() => {
    loadCart();
  }, [intentId, loadCart]);

  return (
    <>
      <p>Thank you for your order. A confirmation with the delivery details is ready for you.</p>
      <div className="payment-result__actions">
        <Link to={orderConfirmationPath(intentId)} className="button">
          View order confirmation
        </Link>
        <Link to="/all-product" className="button button--secondary">
          Continue shopping
        </Link>
      </div>
    </>
  );
}
