import type { CheckoutTotals } from "@/domain/checkout";
import { useI18n } from "@/lib/i18n/i18n-context";
import { CurrencyNote, taxRows } from "@/components/price-lines";
import "./price-summary.css";

/**
 * SPEC.md section 9's summary as the server computed it for the delivery address: subtotal, the
 * federal and provincial taxes by the province's names at its rates (as the tax table writes
 * them), and the total, in the page's language, with the currency stated.
 */
export function PriceSummary({ totals }: { totals: CheckoutTotals }) {
  const i18n = useI18n();
  const { t, money } = i18n;
  const rows = taxRows(i18n, totals.province, { federal: totals.hst, provincial: totals.pst }, totals.rates);
  return (
    <>
      <dl className="price-summary">
        <div>
          <dt>{t("priceSummary.subtotal", { count: totals.items.length })}</dt>
          <dd>{money(totals.subtotal)}</dd>
        </div>
        {rows.map((row) => (
          <div key={row.key}>
            <dt>{row.label}</dt>
            <dd>{money(row.amount)}</dd>
          </div>
        ))}
        <div className="price-summary__total">
          <dt>{t("priceSummary.total")}</dt>
          <dd>{money(totals.total)}</dd>
        </div>
      </dl>
      <CurrencyNote />
    </>
  );
}
