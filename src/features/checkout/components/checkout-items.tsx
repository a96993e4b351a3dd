import { Link } from "react-router";
import { Skeleton } from "@/components/skeleton";
import { ProductImage } from "@/components/product-image";
import { cartTotal, linePicture } from "@/domain/cart";
import { useCartLines } from "@/lib/cart-lines";
import { useI18n } from "@/lib/i18n/i18n-context";
import { useOptionLabel } from "@/lib/i18n/option-label";

const THUMB_SIZE = 64;

/** The cart lines being bought, as the cart screen left them (names, options, units). */
export function CheckoutItems({ ids }: { ids: readonly number[] }) {
  const view = useCartLines().view;
  const { t, path, money } = useI18n();
  const labelOf = useOptionLabel();
  if (view?.status !== "loaded") {
    return (
      <div role="status" className="checkout-items">
        <span className="visually-hidden">{t("checkout.loadingItems")}</span>
        {ids.map((id) => (
          <Skeleton key={id} className="skeleton--line checkout-items__skeleton" />
        ))}
      </div>
    );
  }
  const lines = view.items.filter((item) => ids.includes(item.id));
  return (
    <ul className="checkout-items">
      {lines.map((item) => (
        <li key={item.id} className="checkout-items__line">
          <ProductImage src={linePicture(item)} alt="" size={THUMB_SIZE} className="checkout-items__image" />
          <span className="checkout-items__text">
            <Link to={path(`/product/${item.id}`)}>{item.name}</Link>
            <span className="checkout-items__meta">
              {[
                item.size && t("checkout.itemSize", { size: labelOf(item.size).text }),
                item.color && t("checkout.itemColour", { colour: labelOf(item.color).text }),
                t("checkout.itemQuantity", { unit: item.unit }),
              ]
                .filter(Boolean)
                .join(" · ")}
            </span>
          </span>
          <span className="checkout-items__price">{money(cartTotal([item]))}</span>
        </li>
      ))}
    </ul>
  );
}
