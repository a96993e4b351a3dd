import { Link } from "react-router";
import { checkoutPath } from "@/domain/checkout";
import { useCartLines } from "@/lib/cart-lines";
import { useSessionUser } from "@/lib/session-user";
import { useI18n } from "@/lib/i18n/i18n-context";

/**
 * Where to go after an add (issue 40): the cart, or straight to checkout with every line of the
 * cart, as 'Placed Order' takes them (a guest signs in first, as from the cart).
 */
export function AddedLinks({ productId }: { productId: number }) {
  const { t, path } = useI18n();
  const user = useSessionUser();
  const { view } = useCartLines();
  const ids = view?.status === "loaded" && view.items.length > 0 ? view.items.map((item) => item.id) : [productId];
  return (
    <div className="added-links">
      <Link className="button button--secondary" to={path("/addcart")}>
        {t("phone.viewCart")}
      </Link>
      <Link className="button" to={path(user ? checkoutPath(ids) : "/login")}>
        {t("phone.checkout")}
      </Link>
    </div>
  );
}

/**
 * The buy box's answers, in the page rather than over it: SPEC's "{name} added to Cart" (then the
 * ways on) or the wishlist's words, in a live region that is always there (so it is read out when
 * it fills), until closed. Nothing floats, so nothing is covered (a toast at the bottom hid Add to
 * Cart and Add to Compare at 1280 x 800).
 */
export function AddedPanel({
  notice,
  productId,
  onClose,
}: {
  notice: { message: string; added: boolean } | null;
  productId: number;
  onClose: () => void;
}) {
  const { t } = useI18n();
  return (
    <div className={notice ? "added-panel" : undefined} role="status">
      {notice && (
        <>
          <p className="added-panel__message">{notice.message}</p>
          {notice.added && <AddedLinks productId={productId} />}
          <button type="button" className="added-panel__close" aria-label={t("phone.closeAdded")} onClick={onClose}>
            <span aria-hidden="true">×</span>
          </button>
        </>
      )}
    </div>
  );
}
