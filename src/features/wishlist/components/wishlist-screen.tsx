import { useAtomValue } from "@/lib/page-start/use-atom-value";
import { useRef, useState, type ReactNode, type RefObject } from "react";
import { useNavigate } from "react-router";
import { LoadFailure } from "@/components/load-failure";
import { CurrencyNote } from "@/components/price-lines";
import { Skeleton } from "@/components/skeleton";
import { LinkPanel } from "@/components/status-panel";
import { NOTICE_MS, useToast } from "@/components/toast";
import { MAXIMUM_QUANTITY_REACHED } from "@/domain/cart";
import type { Product } from "@/domain/product";
import { CART_ROUTE, useCartWrite } from "@/lib/cart-lines";
import type { SettledPart } from "@/lib/load-result";
import { pendingRemovalsAtom, useWishlist, useWishlistChange } from "@/lib/wishlist-change";
import { useDomainMessage } from "@/lib/i18n/domain-messages";
import { useI18n } from "@/lib/i18n/i18n-context";
import type { WishlistProducts } from "@/features/wishlist/api/get-wishlist-products";
import { WishlistItem } from "./wishlist-item";
import "./wishlist.css";

export const WISHLIST_PRODUCTS_FAILED = "The products in your wishlist could not be loaded.";
/** Items in the first row at the widest layout: their pictures load at once. */
const EAGER_ITEMS = 4;
const SKELETON_ITEMS = 4;

/**
 * SPEC.md's /wishlist (sections 2 to 5, 8 and 9): the saved products newest first, each with
 * its saving, Remove (notice '1item Removed from Wishlist') and Move To Cart (into the cart
 * first, then out of the wishlist, notice 'Moved to Cart', on to /addcart). The products are the
 * route loader's; what the shopper removes leaves the screen at once (the change on its way to
 * the wishlist's action, then the shopper's list).
 */
export function WishlistScreen({ wishlist }: { wishlist: SettledPart<WishlistProducts> }) {
  const { t, path } = useI18n();
  const word = useDomainMessage();
  const { ids: stored } = useWishlist();
  const toast = useToast();
  // The action says when a removal could not be saved.
  const postChange = useWishlistChange();
  const navigate = useNavigate();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [moving, setMoving] = useState<Product | null>(null);
  const removing = useAtomValue(pendingRemovalsAtom);
  const ids = stored.filter((id) => !removing.includes(id));
  const listed = wishlist.status === "loaded" ? wishlist.data : null;
  const products = listed?.products.filter((product) => ids.includes(product.id)) ?? [];
  const gone = listed?.gone.filter((id) => ids.includes(id)) ?? [];

  function onRemove(product: Product) {
    toast(t("wishlist.removed"), NOTICE_MS);
    void postChange("remove", [product.id]);
    // The pressed button is gone: keep the keyboard on the page, not lost at the document start.
    headingRef.current?.focus({ preventScroll: true });
  }

  const cart = useCartWrite(({ results: [result] }) => {
    if (!result || !moving) return;
    if (!result.ok) {
      // Nothing moved: the product stays in the wishlist.
      if (result.reason === "max") window.alert(word(MAXIMUM_QUANTITY_REACHED));
      else toast(word(result.message));
      return;
    }
    // On to the cart once the removal has been made: leaving first would drop the fetcher with it.
    void postChange("remove", [moving.id]).then(() => {
      toast(t("wishlist.movedToCart"), NOTICE_MS);
      void navigate(path(CART_ROUTE));
    });
  });

  function onMoveToCart(product: Product) {
    // One change of the cart at a time (useCartWrite).
    if (cart.busy) return;
    setMoving(product);
    void cart.write({ intent: "add", id: product.id, size: product.sizes[0] ?? "", color: product.colors[0] ?? "" });
  }

  return (
    <WishlistFrame headingRef={headingRef} count={products.length}>
      {wishlist.status === "error" && <LoadFailure message={word(wishlist.message)} />}
      {gone.length > 0 && (
        <p className="wishlist__note">
          {t("wishlist.gone", { count: gone.length })}{" "}
          <button type="button" className="wishlist__note-button" onClick={() => void postChange("remove", gone)}>
            {t("wishlist.removeGone")}
          </button>
        </p>
      )}
      {listed && products.length === 0 && (
        <LinkPanel message={t("wishlist.empty")} to={path("/all-product")} label={t("wishlist.browse")} />
      )}
      {products.length > 0 && <CurrencyNote />}
      {products.length > 0 && (
        <ul className="wishlist__grid">
          {products.map((product, index) => (
            <li key={product.id}>
              <WishlistItem
                product={product}
                eager={index < EAGER_ITEMS}
                busy={cart.busy && moving?.id === product.id}
                onRemove={onRemove}
                onMoveToCart={onMoveToCart}
              />
            </li>
          ))}
        </ul>
      )}
    </WishlistFrame>
  );
}

/** The wishlist's section and heading, with the number of items once they are known. */
export function WishlistFrame({
  children,
  count = 0,
  headingRef,
}: {
  children: ReactNode;
  count?: number;
  headingRef?: RefObject<HTMLHeadingElement | null>;
}) {
  const { t } = useI18n();
  return (
    <section className="wishlist" aria-labelledby="wishlist-title">
      <h1 id="wishlist-title" ref={headingRef} tabIndex={-1}>
        {count > 0 ? t("wishlist.titleCount", { count }) : t("wishlist.title")}
      </h1>
      {children}
    </section>
  );
}

export function WishlistSkeleton() {
  const { t } = useI18n();
  return (
    <div role="status">
      <span className="visually-hidden">{t("wishlist.loading")}</span>
      <ul className="wishlist__grid" aria-hidden="true">
        {Array.from({ length: SKELETON_ITEMS }, (_, index) => (
          <li key={index} className="wishlist-item wishlist-item--skeleton">
            <Skeleton className="skeleton--image wishlist-skeleton__image" />
            <Skeleton className="skeleton--line wishlist-skeleton__name" />
            <Skeleton className="skeleton--line skeleton--short wishlist-skeleton__price" />
            <Skeleton className="skeleton--line wishlist-skeleton__saving" />
            <Skeleton className="wishlist-skeleton__move" />
          </li>
        ))}
      </ul>
    </div>
  );
}
