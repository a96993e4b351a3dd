import { useState } from "react";
import { useNavigate } from "react-router";
import { cartTotal, SELECT_AT_LEAST_ONE, type CartItem } from "@/domain/cart";
import { checkoutPath } from "@/domain/checkout";
import { selectAllState, selectedLines, toggleAll, toggleLine } from "@/features/cart/utils/cart-selection";
import { useDomainMessage } from "@/lib/i18n/domain-messages";
import { useI18n } from "@/lib/i18n/i18n-context";
import { signInPath } from "@/lib/safe-return-to";
import { CartLine } from "./cart-line";
import { CartSummary } from "./cart-summary";

interface CartContentsProps {
  items: CartItem[];
  /** A signed-in customer's cart, which goes to checkout; a guest signs in first. */
  customer: boolean;
  /** Called after a line is gone, so focus can land somewhere that still exists. */
  onLineRemoved: () => void;
}

/**
 * The loaded cart: the lines with their selection, the offer, and the summary. Only unticked ids
 * are kept, so every line starts selected (SPEC.md section 2).
 */
export function CartContents({ items, customer, onLineRemoved }: CartContentsProps) {
  const [unticked, setUnticked] = useState<ReadonlySet<number>>(new Set());
  const navigate = useNavigate();
  const { t, path } = useI18n();
  const domainMessage = useDomainMessage();
  const selected = selectedLines(items, unticked);
  const allState = selectAllState(items, unticked);

  function placeOrder() {
    if (selected.length === 0) {
      window.alert(domainMessage(SELECT_AT_LEAST_ONE));
      return;
    }
    const ids = selected.map((item) => item.id);
    // SPEC.md section 4: a customer takes the selection to checkout; a guest signs in first, then goes there.
    const checkout = path(checkoutPath(ids));
    void navigate(customer ? checkout : path(signInPath(checkout)));
  }

  return (
    <div className="cart-layout">
      <div className="cart-layout__lines">
        <div className="cart-toolbar">
          <label className="cart-toolbar__all">
            <input
              type="checkbox"
              checked={allState === "all"}
              ref={(input) => {
                if (input) input.indeterminate = allState === "some";
              }}
              onChange={() => setUnticked(toggleAll(items, unticked))}
            />
            {t("cart.selectAll")}
          </label>
          <p className="cart-toolbar__count" aria-live="polite">
            {t("cart.itemsSelected", { selected: selected.length, total: items.length })}
          </p>
        </div>

        <section className="cart-offer" aria-labelledby="cart-offer-title">
          <h2 id="cart-offer-title" className="cart-offer__title">
            {t("cart.offerTitle")}
          </h2>
          <p className="cart-offer__text">{t("cart.offerText")}</p>
          <p className="cart-offer__note">{t("cart.offerNote")}</p>
        </section>

        <ul className="cart-lines" aria-label={t("cart.lines")}>
          {items.map((item) => (
            <CartLine
              key={item.id}
              item={item}
              selected={selected.includes(item)}
              onSelect={(checked) => setUnticked(toggleLine(unticked, item.id, checked))}
              onRemoved={onLineRemoved}
            />
          ))}
        </ul>
      </div>

      <CartSummary selectedCount={selected.length} totalPaise={cartTotal(selected)} onPlaceOrder={placeOrder} />
    </div>
  );
}
