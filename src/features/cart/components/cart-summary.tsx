import type { Paise } from "@/domain/money";
import { CurrencyNote } from "@/components/price-lines";
import { useI18n } from "@/lib/i18n/i18n-context";

interface CartSummaryProps {
  selectedCount: number;
  /** SPEC.md section 9's cart total over the selected lines. */
  totalPaise: Paise;
  onPlaceOrder: () => void;
}

/** The summary panel: how many lines are selected, their total and 'Placed Order'. */
export function CartSummary({ selectedCount, totalPaise, onPlaceOrder }: CartSummaryProps) {
  const { t, money } = useI18n();
  return (
    <section className="cart-summary" aria-labelledby="cart-summary-title">
      <h2 id="cart-summary-title" className="cart-summary__title">
        {t("cart.priceDetails")}
      </h2>
      <dl className="cart-summary__rows" aria-live="polite">
        <div>
          <dt>{t("cart.itemsSelectedLabel")}</dt>
          <dd>{selectedCount}</dd>
        </div>
        <div className="cart-summary__total">
          <dt>{t("cart.cartTotal")}</dt>
          <dd>{money(totalPaise)}</dd>
        </div>
      </dl>
      <CurrencyNote />
      <button type="button" className="button cart-summary__order" onClick={onPlaceOrder}>
        {t("cart.placeOrder")}
      </button>
    </section>
  );
}
