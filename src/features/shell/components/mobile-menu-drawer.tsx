import { useState } from "react";
import { Link } from "react-router";
import type { Category } from "@/domain/catalogue";
import { useCartCount } from "@/lib/cart-lines";
import { useWishlistCount } from "@/lib/wishlist-change";
import type { MenuCategoriesState } from "@/features/shell/api/shell-data";
import { useI18n } from "@/lib/i18n/i18n-context";
import { ChevronIcon } from "./icons";
import { LanguageSwitch } from "./language-switch";
import { GroupLinks } from "./mobile-menu-links";

/**
 * The small-screen drawer's lists (mobile-menu.tsx): the groups, each expanding to its
 * subcategories, then Wishlist and 'Add Cart' with their counts. Loaded when the drawer first opens.
 */
export function MobileMenuNav({ categories, onNavigate }: { categories: MenuCategoriesState; onNavigate: () => void }) {
  const wishlistCount = useWishlistCount();
  const cartCount = useCartCount();
  const { t, path } = useI18n();
  return (
    <nav aria-label={t("smallScreenMenu")}>
      {categories.status === "error" && (
        <p>
          <Link to={path("/all-product")} onClick={onNavigate}>
            {t("allProducts")}
          </Link>
        </p>
      )}
      {categories.status === "loaded" && (
        <ul className="mobile-menu__groups">
          {categories.data.categories.map((category) => (
            <MobileMenuGroup key={category.id} category={category} onNavigate={onNavigate} />
          ))}
        </ul>
      )}
      <ul className="mobile-menu__links">
        <CountedLink to="/wishlist" label={t("wishlist")} count={wishlistCount} onNavigate={onNavigate} />
        <CountedLink to="/addcart" label={t("addCart")} count={cartCount} onNavigate={onNavigate} />
      </ul>
      <LanguageSwitch className="mobile-menu__language" onNavigate={onNavigate} />
    </nav>
  );
}

function MobileMenuGroup({ category, onNavigate }: { category: Category; onNavigate: () => void }) {
  const [expanded, setExpanded] = useState(false);
  const listId = `mobile-group-${category.id}`;
  return (
    <li className="mobile-menu__group">
      <button
        type="button"
        className="mobile-menu__group-button"
        aria-expanded={expanded}
        aria-controls={listId}
        onClick={() => setExpanded(!expanded)}
      >
        <span>{category.name}</span>
        <ChevronIcon />
      </button>
      <ul id={listId} className="mobile-menu__subcategories" hidden={!expanded}>
        <GroupLinks category={category} onNavigate={onNavigate} />
      </ul>
    </li>
  );
}

/** A drawer link with the number of items behind it, read out in its name. */
function CountedLink({
  to,
  label,
  count,
  onNavigate,
}: {
  to: string;
  label: string;
  count: number;
  onNavigate: () => void;
}) {
  const { t, path } = useI18n();
  return (
    <li>
      <Link
        to={path(to)}
        className="mobile-menu__link"
        onClick={onNavigate}
        aria-label={t("countLabel", { label, count })}
      >
        {label}
        {count > 0 && <span className="mobile-menu__count" data-count={count} aria-hidden="true" />}
      </Link>
    </li>
  );
}
