import { Skeleton } from "@/components/skeleton";
import { PriceSummary } from "@/components/price-summary";
import { useCheckoutTotals } from "@/lib/checkout-totals";
import type { CheckoutSelection } from "@/lib/checkout-totals";

const SUMMARY_TITLE_ID = "payment-summary-title";

/** The amounts the payment will charge, as the server computes them (SPEC.md section 9). */
export function CheckoutSummary({ checkout }: { checkout: CheckoutSelection }) {
  const { state, reload } = useCheckoutTotals(checkout);

  return (
    <section className="panel payment-card payment-summary" aria-labelledby={SUMMARY_TITLE_ID}>
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
          <PriceSummary totals={state.data} />
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
