import { Link } from "react-router";
import { useI18n } from "@/lib/i18n/i18n-context";

export interface Crumb {
  label: string;
  /** Absent on the current page (the last crumb). */
  to?: string;
  /** The label's language when it is not the page's (a category name the shop API has in English only). */
  lang?: string;
}

/** Where a listing sits in the catalogue, e.g. All products › Men › Shirts. */
export function Breadcrumb({ crumbs }: { crumbs: readonly Crumb[] }) {
  const { t } = useI18n();
  return (
    <nav className="breadcrumb" aria-label={t("listing.breadcrumb")}>
      <ol className="breadcrumb__list">
        {crumbs.map((crumb) => (
          <li key={crumb.label} className="breadcrumb__item" lang={crumb.lang}>
            {crumb.to ? <Link to={crumb.to}>{crumb.label}</Link> : <span aria-current="page">{crumb.label}</span>}
          </li>
        ))}
      </ol>
    </nav>
  );
}
