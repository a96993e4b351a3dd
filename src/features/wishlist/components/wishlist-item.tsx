import { Link } from "react-router";
import { Price } from "@/components/price";
import { CARD_IMAGE_WIDTHS, GRID_IMAGE_SIZES } from "@/components/product-card";
import { ProductImage } from "@/components/product-image";
import { stockState, type Product } from "@/domain/product";
import { shortenWords, TOAST_NAME_WORDS } from "@/domain/text";
import { wishlistSaving } from "@/domain/wishlist";
import { formatDecimal } from "@/domain/money-text";
import { useI18n } from "@/lib/i18n/i18n-context";

interface WishlistItemProps {
  product: Product;
  /** The first row is above the fold. */
  eager: boolean;
  /** A move to the cart is under way: both buttons wait. */
  busy: boolean;
  onRemove: (product: Product) => void;
  onMoveToCart: (product: Product) => void;
}

/**
 * One saved product (SPEC.md sections 2 and 3): picture and name linking to the product, the
 * prices, the saving as an amount and a percent with 2 decimals, Remove and Move To Cart.
 */
export function WishlistItem({ product, eager, busy, onRemove, onMoveToCart }: WishlistItemProps) {
  const { t, path, money, locale } = useI18n();
  const href = path(`/product/${product.id}`);
  const nameId = `wishlist-item-${product.id}`;
  const saving = wishlistSaving(product.originalPrice, product.discountPrice);
  const soldOut = stockState(product.stock).level === "out-of-stock";

  return (
    <article className="wishlist-item" aria-labelledby={nameId}>
      {/* The name link below is the one stop for keyboards and screen readers; the picture repeats it for pointers. */}
      <Link to={href} className="wishlist-item__image-link" tabIndex={-1} aria-hidden="true">
        <ProductImage
          src={product.imageUrl}
          alt={product.name}
          eager={eager}
          size={240}
          sizes={GRID_IMAGE_SIZES}
          widths={CARD_IMAGE_WIDTHS}
          className="wishlist-item__image"
        />
      </Link>
      <h2 className="wishlist-item__name" id={nameId}>
        <Link to={href} title={product.name} aria-label={product.name}>
          {shortenWords(product.name, TOAST_NAME_WORDS)}
        </Link>
      </h2>
      <Price discountPrice={product.discountPrice} originalPrice={product.originalPrice} />
      {saving.amount > 0 && (
        <p className="wishlist-item__saving">
          {t("wishlist.saving", { amount: money(saving.amount), percent: formatDecimal(saving.percent, locale) })}
        </p>
      )}
      <button
        type="button"
        className="button wishlist-item__move"
        disabled={soldOut || busy}
        onClick={() => onMoveToCart(product)}
      >
        {soldOut ? t("wishlist.outOfStock") : t("wishlist.moveToCart")}
      </button>
      {/* Last in reading and tab order, though it sits in the picture's corner. */}
      <button
        type="button"
        className="wishlist-item__remove"
        aria-label={t("wishlist.removeName", { name: product.name })}
        title={t("wishlist.removeGone")}
        disabled={busy}
        onClick={() => onRemove(product)}
      >
        <span aria-hidden="true">×</span>
      </button>
    </article>
  );
}
