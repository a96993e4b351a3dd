import { formatMoney, type Paise } from "@/domain/money";
import { PLACE_ORDER_LABEL } from "@/features/cart/utils/cart-text";

interface CartSummaryProps {
  selectedCount: number;
  /** SPEC.md section 9's cart total over the selected lines. */
  totalPaise: Paise;
  /** False while nobody knows yet whether the shopper is signed in. */
  canProceed: boolean;
  onPlaceOrder: () => void;
}

/** The summary panel: how many lines are selected, their total and 'Placed Order'. */
export function CartSummary({ selectedCount, totalPaise, canProceed, onPlaceOrder }: CartSummaryProps) {
  return (
    <section className="cart-summary" aria-labelledby="cart-summary-title">
      <h2 id="cart-summary-title" className="cart-summary__title">
        Price Details
      </h2>
      <dl className="cart-summary__rows" aria-live="polite">
        <div>
          <dt>Items selected</dt>
          <dd>{selectedCount}</dd>
        </div>
        <div className="cart-summary__total">
          <dt>Cart Total</dt>
          <dd>{formatMoney(totalPaise)}</dd>
        </div>
      </dl>
      <button type="button" className="button cart-summary__order" disabled={!canProceed} onClick={onPlaceOrder}>
        {PLACE_ORDER_LABEL}
      </button>
    </section>
  );
}
