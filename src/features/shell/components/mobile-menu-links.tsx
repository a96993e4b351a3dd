import { Link } from "react-router";
import type { Category } from "@/domain/catalogue";
import { categoryHref, mobileSubcategoryHref } from "@/features/shell/utils/menu-links";

/** A group's subcategories at /{group}/{subcategory}, then the whole group. */
export function GroupLinks({ category, onNavigate }: { category: Category; onNavigate?: () => void }) {
  return (
    <>
      {category.subcategories.map((subcategory) => (
        <li key={subcategory.id}>
          <Link className="mobile-menu__link" to={mobileSubcategoryHref(category, subcategory)} onClick={onNavigate}>
            {subcategory.name}
          </Link>
        </li>
      ))}
      <li>
        <Link className="mobile-menu__link mobile-menu__link--all" to={categoryHref(category)} onClick={onNavigate}>
          All {category.name}
        </Link>
      </li>
    </>
  );
}
