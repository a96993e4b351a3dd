import { useAtomValue } from "@/lib/page-start/use-atom-value";
import { Link } from "react-router";
import { Skeleton } from "@/components/skeleton";
import { ProductImage } from "@/components/product-image";
import { cartTotal } from "@/domain/cart";
import { formatMoney } from "@/domain/money";
import { cartViewAtom } from "@/stores/cart";

const THUMB_SIZE = 64;

/** The cart lines being bought, as the cart screen left them (names, options, units). */
export function CheckoutItems({ ids }: { ids: readonly number[] }) {
  const view = useAtomValue(cartViewAtom);
  if (view.status !== "loaded") {
    return (
      <div role="status" className="checkout-items">
        <span className="visually-hidden">Loading your items...</span>
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
          <ProductImage src={item.imageUrl} alt="" size={THUMB_SIZE} className="checkout-items__image" />
          <span className="checkout-items__text">
            <Link to={`/product/${item.id}`}>{item.name}</Link>
            <span className="checkout-items__meta">
              {[item.size && `Size ${item.size}`, item.color && `Colour ${item.color}`, `Qty ${item.unit}`]
                .filter(Boolean)
                .join(" · ")}
            </span>
          </span>
          <span className="checkout-items__price">{formatMoney(cartTotal([item]))}</span>
        </li>
      ))}
    </ul>
  );
}
