import { LoadFailure } from "@/components/load-failure";
import { PriceSummary } from "@/components/price-summary";
import type { CheckoutTotals } from "@/domain/checkout";
import type { LoadResult } from "@/lib/load-result";

const SUMMARY_TITLE_ID = "payment-summary-title";

/** The amounts the payment will charge, as the server computes them (SPEC.md section 9), read by the route loader. */
export function CheckoutSummary({ totals }: { totals: LoadResult<CheckoutTotals> }) {
  return (
    <section className="panel payment-card payment-summary" aria-labelledby={SUMMARY_TITLE_ID}>
      <h2 id={SUMMARY_TITLE_ID} className="payment-card__title">
        Order summary
      </h2>
      {totals.status === "error" ? (
        <LoadFailure
          layout="inline"
          className="payment-summary__failed"
          message={`The order summary could not be loaded. ${totals.error.message}`}
        />
      ) : (
        <>
          <p className="payment-summary__delivery">
            Delivery to <strong>{totals.data.province}</strong>
          </p>
          <PriceSummary totals={totals.data} />
        </>
      )}
    </section>
  );
}
