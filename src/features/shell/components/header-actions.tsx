import type { ReactNode } from "react";
import { Link } from "react-router";
import { useCartCount } from "@/lib/cart-lines";
import { useWishlistCount } from "@/lib/wishlist-change";
import { useI18n } from "@/lib/i18n/i18n-context";
import { BagIcon, HeartIcon } from "./icons";

interface CountLinkProps {
  to: string;
  label: string;
  count: number;
  icon: ReactNode;
}

/** An icon link with its text and a count badge; the count is read out with the name ("Wishlist, 2 items"). */
function CountLink({ to, label, count, icon }: CountLinkProps) {
  const { t, path } = useI18n();
  return (
    <Link to={path(to)} className="header-action" aria-label={t("countLabel", { label, count })}>
      <span className="header-action__icon">
        {icon}
        {/* The number is drawn by CSS: as text it would be visible text missing from the link's
            name ("Wishlist, 2 items"), which axe reports as label-content-name-mismatch. */}
        {count > 0 && <span className="header-action__badge" data-count={count} aria-hidden="true" />}
      </span>
      <span className="header-action__label" aria-hidden="true">
        {label}
      </span>
    </Link>
  );
}

export function WishlistLink() {
  const { t } = useI18n();
  return <CountLink to="/wishlist" label={t("wishlist")} count={useWishlistCount()} icon={<HeartIcon />} />;
}

export function CartLink() {
  const { t } = useI18n();
  return <CountLink to="/addcart" label={t("cart")} count={useCartCount()} icon={<BagIcon />} />;
}
