import type { CheckoutTotals } from "@/domain/checkout";
import { formatMoney } from "@/domain/money";
import { useI18n } from "@/lib/i18n/i18n-context";
import "./price-summary.css";

/**
 * SPEC.md section 9's summary as the server computed it for the delivery address: subtotal,
 * HST and PST at the province's rates (as the tax table writes them), and the total.
 */
export function PriceSummary({ totals }: { totals: CheckoutTotals }) {
  const { t } = useI18n();
  return (
    <dl className="price-summary">
      <div>
        <dt>{t("priceSummary.subtotal", { count: totals.items.length })}</dt>
        <dd>{formatMoney(totals.subtotal)}</dd>
      </div>
      <div>
        <dt>HST ({totals.rates.gstHst}%)</dt>
        <dd>{formatMoney(totals.hst)}</dd>
      </div>
      <div>
        <dt>PST ({totals.rates.pst}%)</dt>
        <dd>{formatMoney(totals.pst)}</dd>
      </div>
      <div className="price-summary__total">
        <dt>{t("priceSummary.total")}</dt>
        <dd>{formatMoney(totals.total)}</dd>
      </div>
    </dl>
  );
}
