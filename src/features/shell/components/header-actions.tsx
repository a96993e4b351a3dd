import { useAtomValue } from "@/lib/page-start/use-atom-value";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { useCartCount } from "@/lib/cart-lines";
import { wishlistCountAtom } from "@/stores/wishlist";
import { countLabel } from "@/features/shell/utils/menu-links";
import { BagIcon, HeartIcon } from "./icons";

interface CountLinkProps {
  to: string;
  label: string;
  count: number;
  icon: ReactNode;
}

/** An icon link with its text and a count badge; the count is read out with the name. */
function CountLink({ to, label, count, icon }: CountLinkProps) {
  return (
    <Link to={to} className="header-action" aria-label={countLabel(label, count)}>
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
  return <CountLink to="/wishlist" label="Wishlist" count={useAtomValue(wishlistCountAtom)} icon={<HeartIcon />} />;
}

export function CartLink() {
  return <CountLink to="/addcart" label="Cart" count={useCartCount()} icon={<BagIcon />} />;
}
