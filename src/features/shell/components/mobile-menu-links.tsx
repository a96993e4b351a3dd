import { Link } from "react-router";
import type { Category } from "@/domain/catalogue";
import { categoryHref, mobileSubcategoryHref } from "@/features/shell/utils/menu-links";
import { useI18n } from "@/lib/i18n/i18n-context";

/** A group's subcategories at /{group}/{subcategory}, then the whole group. */
export function GroupLinks({ category, onNavigate }: { category: Category; onNavigate?: () => void }) {
  const { t, path } = useI18n();
  return (
    <>
      {category.subcategories.map((subcategory) => (
        <li key={subcategory.id}>
          <Link
            className="mobile-menu__link"
            to={path(mobileSubcategoryHref(category, subcategory))}
            onClick={onNavigate}
          >
            {subcategory.name}
          </Link>
        </li>
      ))}
      <li>
        <Link
          className="mobile-menu__link mobile-menu__link--all"
          to={path(categoryHref(category))}
          onClick={onNavigate}
        >
          {t("allOfCategory", { category: category.name })}
        </Link>
      </li>
    </>
  );
}
