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
import { useDomainMessage } from "@/lib/i18n/domain-messages";
import { useI18n } from "@/lib/i18n/i18n-context";
import "./payment.css";

interface PaymentResultProps {
  /** The PaymentIntent of the query's client secret; null when the query holds none. */
  intentId: string | null;
  /** The route loader's latest read of its status; null when there was nothing to ask. */
  payment: LoadResult<PaymentStatusResponse> | null;
  /** When the loader read it. */
  readAt: number;
  /** The recorded order, named on success; null while it cannot be told. */
  orderId: number | null;
}

/**
 * /complete (SPEC.md sections 2, 4 and 8): the text of the payment's status. An authorised
 * payment is read again every second while the webhook records the order and captures it
 * (decision 010), for as long as /order-confirmation waits; a later read that fails keeps the
 * status already shown.
 */
export function PaymentResult({ intentId, payment, readAt, orderId }: PaymentResultProps) {
  const { t, path } = useI18n();
  const domainMessage = useDomainMessage();
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
      <h1 className="payment-result__title">{t(view.text)}</h1>
      {view.outcome === "succeeded" && intentId && <PaymentSucceeded intentId={intentId} orderId={orderId} />}
      {view.outcome === "processing" && (
        <>
          <p role="status">{t("complete.recordSoon")}</p>
          <div className="payment-result__actions">
            <Link to={path("/your-orders")} className="button">
              {t("complete.yourOrders")}
            </Link>
          </div>
        </>
      )}
      {(view.outcome === "refused" || view.outcome === "refunded") && (
        <>
          {view.detail && <p role="alert">{t(view.detail.id, { reason: domainMessage(view.detail.reason) })}</p>}
          <div className="payment-result__actions">
            <Link to={path("/addcart")} className="button">
              {t("complete.backToCart")}
            </Link>
          </div>
        </>
      )}
      {view.outcome === "failed" && (
        <>
          {canRetry && <LoadFailure message={t("complete.statusUnread")} />}
          <div className="payment-result__actions">
            <Link to={path("/addcart")} className={canRetry ? "button button--secondary" : "button"}>
              {t("complete.backToCart")}
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
function PaymentSucceeded({ intentId, orderId }: { intentId: string; orderId: number | null }) {
  const { load: loadCart } = useCartLines();
  const { t, path } = useI18n();
  useEffect(() => {
    loadCart();
  }, [intentId, loadCart]);

  return (
    <>
      <p>{t("complete.thankYou")}</p>
      {orderId !== null && (
        <p>
          {t("phone.orderNumber")}{" "}
          <Link to={path(orderConfirmationPath(intentId))}>{t("orders.name", { id: orderId })}</Link>
        </p>
      )}
      <div className="payment-result__actions">
        <Link to={path(orderConfirmationPath(intentId))} className="button">
          {t("complete.viewConfirmation")}
        </Link>
        <Link to={path("/all-product")} className="button button--secondary">
          {t("complete.continueShopping")}
        </Link>
      </div>
    </>
  );
}
