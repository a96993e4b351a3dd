import { useRef, type MouseEvent } from "react";
import { Form, Link } from "react-router";
import { Price } from "@/components/price";
import { ProductImage } from "@/components/product-image";
import { useToast } from "@/components/toast";
import {
  CART_UNIT_MIN,
  isOrderable,
  linePicture,
  MAXIMUM_QUANTITY_REACHED,
  unitBounds,
  type CartItem,
} from "@/domain/cart";
import { shortenWords, TOAST_NAME_WORDS } from "@/domain/text";
import { CART_ROUTE, useCartWrite, type CartWrite } from "@/lib/cart-lines";
import { useDomainMessage } from "@/lib/i18n/domain-messages";
import { useI18n } from "@/lib/i18n/i18n-context";
import { useOptionLabel } from "@/lib/i18n/option-label";
import { initial } from "@/lib/i18n/elision";

const LINE_IMAGE_SIZE = 112;

interface CartLineProps {
  item: CartItem;
  selected: boolean;
  onSelect: (selected: boolean) => void;
  /** Called once the line is gone, so focus can land somewhere that still exists. */
  onRemoved: () => void;
}

/**
 * One cart line (SPEC.md section 2's cart screen): select, picture and name linking to the
 * product, category, price, size and colour when chosen, the fixed labels, quantity and remove.
 * Plus at the stock bound looks disabled but stays clickable, so SPEC.md section 5's alert
 * 'Maximum quantity reached!' can still be given; minus is truly disabled at 1. Quantity and
 * remove go through the cart's action, one change of the line at a time (a click while one is on
 * its way, and until the cart has been read again, is ignored; the units asked for show at once);
 * section 8's texts come as toasts when the server refuses. They are a form's buttons, which
 * without script post to the route's server action (the unit asked for, or the removal); with
 * script their clicks submit the same form through a fetcher.
 */
export function CartLine({ item, selected, onSelect, onRemoved }: CartLineProps) {
  const plusRef = useRef<HTMLButtonElement>(null);
  /** Minus had the keyboard when it lowered the line to 1, where it becomes disabled. */
  const handFocusToPlus = useRef(false);
  const toast = useToast();
  const { t, path } = useI18n();
  const labelOf = useOptionLabel();
  const domainMessage = useDomainMessage();
  const { write, pending, busy } = useCartWrite(({ results: [result] }) => {
    if (!result) return;
    if (!result.ok) {
      toast(domainMessage(result.message));
    } else if (result.outcome === "removed") {
      toast(t("cart.removed", { name: shortenWords(item.name, TOAST_NAME_WORDS) }));
      onRemoved();
    } else if (handFocusToPlus.current) {
      plusRef.current?.focus();
    }
    handFocusToPlus.current = false;
  });
  // The units asked for show at once, while the change is on its way (decision 068).
  const unit = pending?.get("intent") === "set" ? Number(pending.get("unit")) : item.unit;
  const { canIncrement } = unitBounds(unit, item.stock);
  // A sold-out line has nothing to lower to: it can only be removed.
  const canDecrement = unitBounds(unit, item.stock).canDecrement && item.stock > 0;
  const orderable = isOrderable(item);
  const productPath = path(`/product/${item.id}`);
  // The colour is named where the picture shows it, as the product page's gallery names it.
  const pictureAlt = item.colorImageUrl
    ? t("colour.imageAlt", { name: item.name, colour: labelOf(item.color).text })
    : item.name;

  function change(next: CartWrite) {
    if (!busy) void write(next);
  }

  function setUnit(event: MouseEvent<HTMLButtonElement>, wanted: number) {
    event.preventDefault();
    // SPEC.md section 5: the alert at the stock bound; nothing is written.
    if (wanted > item.stock) window.alert(domainMessage(MAXIMUM_QUANTITY_REACHED));
    else change({ intent: "set", id: item.id, unit: wanted });
  }

  // Above the stock (it sold down since it was added), one click brings the line within it.
  const lowered = Math.min(unit - 1, item.stock);

  function onMinus(event: MouseEvent<HTMLButtonElement>) {
    // Minus becomes disabled at 1 and would drop keyboard focus to the page: hand it to plus.
    handFocusToPlus.current = document.activeElement === event.currentTarget && lowered <= CART_UNIT_MIN;
    setUnit(event, lowered);
  }

  return (
    <li className={`cart-line${orderable ? "" : " cart-line--unavailable"}`} aria-busy={busy || undefined}>
      <label className="cart-line__select">
        <input
          type="checkbox"
          checked={selected}
          disabled={!orderable}
          onChange={(event) => onSelect(event.currentTarget.checked)}
        />
        <span className="visually-hidden">{t("cart.selectLine", { name: item.name })}</span>
      </label>

      {/* The name below is the link for keyboards and screen readers; the picture is a mouse shortcut. */}
      <Link to={productPath} className="cart-line__image" tabIndex={-1} aria-hidden="true">
        <ProductImage src={linePicture(item)} alt={pictureAlt} size={LINE_IMAGE_SIZE} />
      </Link>

      <div className="cart-line__body">
        <p className="cart-line__badge">{t("cart.bestSeller")}</p>
        <h2 className="cart-line__name">
          <Link to={productPath}>{item.name}</Link>
        </h2>
        <p className="cart-line__category">{item.category}</p>
        <Price discountPrice={item.price} originalPrice={item.originalPrice} />
        <p className="cart-line__bought">{t("cart.bought")}</p>
        {item.stock > 0 ? (
          <p className="cart-line__stock">{t("cart.inStock")}</p>
        ) : (
          <p className="cart-line__stock cart-line__stock--out">{t("cart.outOfStock")}</p>
        )}
        {item.stock <= 0 && <p className="cart-line__note">{t("cart.outOfStockNote")}</p>}
        {item.stock > 0 && unit > item.stock && (
          <p className="cart-line__note">{t("cart.onlyLeft", { stock: item.stock })}</p>
        )}
        {(item.size || item.color) && (
          <dl className="cart-line__options">
            {item.size && (
              <div>
                <dt>{t("cart.size")}</dt>
                <dd lang={labelOf(item.size).lang}>{labelOf(item.size).text}</dd>
              </div>
            )}
            {item.color && (
              <div>
                <dt>{t("cart.colour")}</dt>
                <dd lang={labelOf(item.color).lang}>{labelOf(item.color).text}</dd>
              </div>
            )}
          </dl>
        )}
      </div>

      <Form method="post" action={path(CART_ROUTE)} className="cart-line__actions">
        <input type="hidden" name="id" value={item.id} />
        <div
          className="quantity"
          role="group"
          aria-label={t("cart.quantityOf", { name: item.name, initial: initial(item.name) })}
        >
          <button
            type="submit"
            name="unit"
            value={lowered}
            className="quantity__button"
            aria-label={t("cart.decrease", { name: item.name, initial: initial(item.name) })}
            disabled={!canDecrement}
            aria-disabled={busy || undefined}
            onClick={onMinus}
          >
            <span aria-hidden="true">−</span>
          </button>
          <span className="quantity__value" aria-live="polite">
            <span className="visually-hidden">{t("cart.quantity")} </span>
            {unit}
          </span>
          <button
            ref={plusRef}
            type="submit"
            name="unit"
            value={unit + 1}
            className="quantity__button"
            aria-label={t("cart.increase", { name: item.name, initial: initial(item.name) })}
            aria-disabled={!canIncrement || busy ? "true" : undefined}
            onClick={(event) => setUnit(event, unit + 1)}
          >
            <span aria-hidden="true">+</span>
          </button>
        </div>
        <button
          type="submit"
          name="intent"
          value="remove"
          className="cart-line__remove"
          aria-label={t("cart.removeLabel", { name: item.name })}
          aria-disabled={busy || undefined}
          onClick={(event) => {
            event.preventDefault();
            change({ intent: "remove", id: item.id });
          }}
        >
          {t("cart.remove")}
        </button>
      </Form>
    </li>
  );
}
