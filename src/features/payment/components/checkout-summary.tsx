import { Skeleton } from "../../../components/skeleton";
import { formatRupees } from "../../../domain/money";
import { useCheckoutTotals } from "../api/get-checkout-totals";
import type { CheckoutQuery } from "../utils/payment-urls";

const SUMMARY_TITLE_ID = "payment-summary-title";

/** The amounts the payment will charge, as the server computes them (SPEC.md section 9). */
export function CheckoutSummary({ checkout }: { checkout: CheckoutQuery }) {
  const { state, reload } = useCheckoutTotals(checkout);

  return (
    <section className="payment-card payment-summary" aria-labelledby={SUMMARY_TITLE_ID}>
      <h2 id={SUMMARY_TITLE_ID} className="payment-card__title">
        Order summary
      </h2>
      {state.status === "loading" && <SummarySkeleton />}
      {state.status === "error" && (
        <div className="payment-summary__failed">
          <p className="error-text" role="alert">
            The order summary could not be loaded. {state.error.message}
          </p>
          <button type="button" className="button button--secondary" onClick={reload}>
            Retry
          </button>
        </div>
      )}
      {state.status === "loaded" && (
        <>
          <p className="payment-summary__delivery">
            Delivery to <strong>{state.data.province}</strong>
          </p>
          <dl className="payment-summary__rows">
            <div>
              <dt>
                Subtotal ({state.data.items.length} {state.data.items.length === 1 ? "item" : "items"})
              </dt>
              <dd>{formatRupees(state.data.subtotal)}</dd>
            </div>
            <div>
              <dt>HST ({state.data.rates.gstHst}%)</dt>
              <dd>{formatRupees(state.data.hst)}</dd>
            </div>
            <div>
              <dt>PST ({state.data.rates.pst}%)</dt>
              <dd>{formatRupees(state.data.pst)}</dd>
            </div>
            <div className="payment-summary__total">
              <dt>Total</dt>
              <dd>{formatRupees(state.data.total)}</dd>
            </div>
          </dl>
        </>
      )}
    </section>
  );
}

function SummarySkeleton() {
  return (
    <div role="status" className="payment-summary__skeleton">
      <span className="visually-hidden">Loading the order summary...</span>
      {Array.from({ length: 5 }, (_, index) => (
        <Skeleton key={index} className="skeleton--line" />
      ))}
    </div>
  );
}
