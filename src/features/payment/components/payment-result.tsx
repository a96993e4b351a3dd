import { useEffect, useRef } from "react";
import { Link, useSearchParams } from "react-router";
import { Skeleton } from "@/components/skeleton";
import { intentIdFromClientSecret } from "@/domain/checkout";
import { waitForPaidOrder } from "@/lib/orders-api";
import { useCartLines } from "@/lib/cart-lines";
import { usePaymentStatus } from "@/features/payment/api/get-payment-status";
import { paymentStatusView } from "@/features/payment/utils/payment-status";
import { orderConfirmationPath } from "@/features/payment/utils/payment-urls";
import "./payment.css";

export const PAYMENT_RESULT_TITLE = "Payment result";

/**
 * /complete (SPEC.md sections 2, 4 and 8): the status of the PaymentIntent whose client secret
 * the provider's redirect put in the query, read from the server, never from `redirect_status`
 * (anyone can type that). A secret that is not one gets the default text without asking. An
 * authorised payment is followed until the webhook has captured it or cancelled it (decision 010).
 */
export function PaymentResult() {
  const [params] = useSearchParams();
  const clientSecret = params.get("payment_intent_client_secret") ?? "";
  const intentId = intentIdFromClientSecret(clientSecret);
  const { state, reload } = usePaymentStatus(intentId ? clientSecret : null);

  if (intentId && state.status === "loading") {
    return (
      <div className="payment-result" role="status">
        <h1 className="payment-result__title">
          <span className="visually-hidden">Checking your payment...</span>
          <Skeleton className="skeleton--title" />
        </h1>
        <Skeleton className="skeleton--line" />
        <Skeleton className="skeleton--button" />
      </div>
    );
  }

  const payment = state.status === "loaded" ? state.data : null;
  const view = paymentStatusView(payment?.status ?? null, payment?.reason);
  // A failure to reach the shop is worth another try; a 400 or 404 answer is not.
  const canRetry = state.status === "error" && (state.error.status === 0 || state.error.status >= 500);

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
        <div className="payment-result__actions">
          {canRetry && (
            <button type="button" className="button" onClick={reload}>
              Check again
            </button>
          )}
          <Link to="/addcart" className={canRetry ? "button button--secondary" : "button"}>
            Back to your cart
          </Link>
        </div>
      )}
    </div>
  );
}

/** The way to the order, and the cart refreshed once the webhook has taken the bought lines out. */
function PaymentSucceeded({ intentId }: { intentId: string }) {
  const { load: loadCart } = useCartLines();
  const refreshed = useRef(false);

  useEffect(() => {
    if (refreshed.current) return;
    const controller = new AbortController();
    waitForPaidOrder(intentId, controller.signal).then(
      () => {
        refreshed.current = true;
        loadCart();
      },
      () => undefined,
    );
    return () => controller.abort();
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
