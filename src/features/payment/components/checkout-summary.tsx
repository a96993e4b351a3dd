import { provinceName } from "@/components/address-lines";
import { LoadFailure } from "@/components/load-failure";
import { PriceSummary } from "@/components/price-summary";
import type { CheckoutTotals } from "@/domain/checkout";
import type { LoadResult } from "@/lib/load-result";
import { useDomainMessage } from "@/lib/i18n/domain-messages";
import { useI18n } from "@/lib/i18n/i18n-context";

const SUMMARY_TITLE_ID = "payment-summary-title";

/** The amounts the payment will charge, as the server computes them (SPEC.md section 9), read by the route loader. */
export function CheckoutSummary({ totals }: { totals: LoadResult<CheckoutTotals> }) {
  const { t } = useI18n();
  const domainMessage = useDomainMessage();
  return (
    <section className="panel payment-card payment-summary" aria-labelledby={SUMMARY_TITLE_ID}>
      <h2 id={SUMMARY_TITLE_ID} className="payment-card__title">
        {t("payment.orderSummary")}
      </h2>
      {totals.status === "error" ? (
        <LoadFailure
          layout="inline"
          className="payment-summary__failed"
          message={t("payment.summaryFailed", { reason: domainMessage(totals.error.message) })}
        />
      ) : (
        <>
          <p className="payment-summary__delivery">
            {t("payment.deliveryTo")} <strong>{provinceName(t, totals.data.province)}</strong>
          </p>
          <PriceSummary totals={totals.data} />
        </>
      )}
    </section>
  );
}
