import { useAtomValue } from "@/lib/page-start/use-atom-value";
import { useState } from "react";
import { useNavigate } from "react-router";
import { cartTotal, SELECT_AT_LEAST_ONE, type CartItem } from "@/domain/cart";
import { sessionUserAtom } from "@/stores/session";
import { useCartLineActions } from "@/features/cart/hooks/use-cart-line-actions";
import {
  checkoutPath,
  itemsSelectedText,
  selectAllState,
  selectedLines,
  toggleAll,
  toggleLine,
} from "@/features/cart/utils/cart-selection";
import { OFFER_NOTE, OFFER_TEXT, OFFER_TITLE } from "@/features/cart/utils/cart-text";
import { CartLine } from "./cart-line";
import { CartSummary } from "./cart-summary";

interface CartContentsProps {
  items: CartItem[];
  /** Called after a line is gone, so focus can land somewhere that still exists. */
  onLineRemoved: () => void;
}

/**
 * The loaded cart: the lines with their selection, the offer, and the summary. Only unticked ids
 * are kept, so every line starts selected (SPEC.md section 2).
 */
export function CartContents({ items, onLineRemoved }: CartContentsProps) {
  const [unticked, setUnticked] = useState<ReadonlySet<number>>(new Set());
  const user = useAtomValue(sessionUserAtom);
  const navigate = useNavigate();
  const actions = useCartLineActions();
  const selected = selectedLines(items, unticked);
  const allState = selectAllState(items, unticked);

  function placeOrder() {
    if (selected.length === 0) {
      window.alert(SELECT_AT_LEAST_ONE);
      return;
    }
    const ids = selected.map((item) => item.id);
    // SPEC.md section 4: a customer takes the selection to checkout; a guest signs in first.
    void navigate(user ? checkoutPath(ids) : "/login");
  }

  async function remove(item: CartItem) {
    const result = await actions.remove(item);
    if (result?.ok) onLineRemoved();
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
            Select all
          </label>
          <p className="cart-toolbar__count" aria-live="polite">
            {itemsSelectedText(selected.length, items.length)}
          </p>
        </div>

        <section className="cart-offer" aria-labelledby="cart-offer-title">
          <h2 id="cart-offer-title" className="cart-offer__title">
            {OFFER_TITLE}
          </h2>
          <p className="cart-offer__text">{OFFER_TEXT}</p>
          <p className="cart-offer__note">{OFFER_NOTE}</p>
        </section>

        <ul className="cart-lines" aria-label="Items in your cart">
          {items.map((item) => (
            <CartLine
              key={item.id}
              item={item}
              selected={selected.includes(item)}
              busy={actions.busyIds.has(item.id)}
              onSelect={(checked) => setUnticked(toggleLine(unticked, item.id, checked))}
              onUnit={(unit) => actions.changeUnit(item, unit)}
              onRemove={() => void remove(item)}
            />
          ))}
        </ul>
      </div>

      <CartSummary
        selectedCount={selected.length}
        totalPaise={cartTotal(selected)}
        canProceed={user !== undefined}
        onPlaceOrder={placeOrder}
      />
    </div>
  );
}
