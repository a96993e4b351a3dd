import type { CheckoutTotals } from "../../../domain/checkout";
import { formatRupees } from "../../../domain/money";
import { ratePercent } from "../utils/checkout-text";

/**
 * SPEC.md section 9's summary, as the server computed it for the chosen address: subtotal, HST and
 * PST at the province's rates, and the total (rupees, 2 decimals).
 */
export function PriceSummary({ totals }: { totals: CheckoutTotals }) {
  return (
    <dl className="price-summary">
      <div>
        <dt>Subtotal</dt>
        <dd>{formatRupees(totals.subtotal)}</dd>
      </div>
      <div>
        <dt>HST ({ratePercent(totals.rates.gstHst)})</dt>
        <dd>{formatRupees(totals.hst)}</dd>
      </div>
      <div>
        <dt>PST ({ratePercent(totals.rates.pst)})</dt>
        <dd>{formatRupees(totals.pst)}</dd>
      </div>
      <div className="price-summary__total">
        <dt>Total</dt>
        <dd>{formatRupees(totals.total)}</dd>
      </div>
    </dl>
  );
}
