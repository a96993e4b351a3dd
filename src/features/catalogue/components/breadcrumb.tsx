import { Link } from "react-router";

export interface Crumb {
  label: string;
  /** Absent on the current page (the last crumb). */
  to?: string;
}

/** Where a listing sits in the catalogue, e.g. All products › Men › Shirts. */
export function Breadcrumb({ crumbs }: { crumbs: readonly Crumb[] }) {
  return (
    <nav className="breadcrumb" aria-label="Breadcrumb">
      <ol className="breadcrumb__list">
        {crumbs.map((crumb) => (
          <li key={crumb.label} className="breadcrumb__item">
            {crumb.to ? <Link to={crumb.to}>{crumb.label}</Link> : <span aria-current="page">{crumb.label}</span>}
          </li>
        ))}
      </ol>
    </nav>
  );
}
