import type { ReactNode } from "react";
import { Link } from "react-router";
import type { Category, Subcategory } from "@/domain/catalogue";
import type { ProductCardsPage } from "@/domain/product";
import type { CatalogueFilters } from "@/features/catalogue/utils/catalogue-filters";
import { Breadcrumb } from "./breadcrumb";
import { FilteredListing } from "./filtered-listing";

/**
 * What a subcategory page's loader read: the tree, the subcategory its slugs name, the view's
 * filters and the page of its products.
 */
export interface SubcategoryListing {
  categories: Category[];
  /** Null when the slugs name no subcategory. */
  found: { group: Category; subcategory: Subcategory } | null;
  filters: CatalogueFilters;
  /** What was wrong in the link, in words. */
  notes: readonly string[];
  result: ProductCardsPage | null;
}

interface SubcategoryScreenProps {
  listing: SubcategoryListing;
  /** The path asked for, named when it is not found. */
  path: string;
  /** A page of its own (/baby-care, /studio/design) names itself; the default is the subcategory's name. */
  title?: string;
  /** Words about the page above the products. */
  intro?: ReactNode;
  /** Heading of the product list when an intro comes first. */
  listTitle?: string;
}

/**
 * One subcategory's products with the catalogue's filters, reached by its slugs (/men/shirts,
 * /kids/baby-care). The slugs are resolved through the category tree, so the page follows
 * whatever ids the shop API has.
 */
export function SubcategoryScreen({ listing, path, title, intro, listTitle }: SubcategoryScreenProps) {
  const { found, filters, notes, result } = listing;
  if (!found || !result) return <CategoryNotFound path={path} categories={listing.categories} />;

  return (
    <div className="listing-page">
      <div className="listing-page__head">
        <Breadcrumb
          crumbs={[
            { label: "All products", to: "/all-product" },
            { label: found.group.name, to: `/filter-side?cat=${found.group.id}` },
            { label: found.subcategory.name },
          ]}
        />
        <h1 className="listing-page__title">{title ?? found.subcategory.name}</h1>
        {intro}
        <p className="listing-page__meta">
          <Link to={`/filter-side?subcat=${found.subcategory.id}`} className="listing-page__filters-link">
            Filter by price and category
          </Link>
        </p>
        {notes.map((note) => (
          <p key={note} className="catalogue__note" role="status">
            {note}
          </p>
        ))}
      </div>
      <FilteredListing
        scope={{ kind: "subcategory", id: found.subcategory.id }}
        filters={filters}
        result={result}
        resultsTitle={listTitle ?? "Products"}
        resultsTitleShown={listTitle !== undefined}
        empty={<p>No products available.</p>}
      />
    </div>
  );
}

/** Slugs that name no subcategory: say so and offer ways on, never a blank page. */
export function CategoryNotFound({ path, categories }: { path: string; categories: readonly Category[] }) {
  return (
    <div className="listing-page">
      <div className="listing__empty">
        <h1 className="listing-page__title">Category not found.</h1>
        <p>{`We could not find a category at ${path}.`}</p>
        <div className="suggestions">
          <p>Browse one of these instead:</p>
          <ul className="suggestions__links">
            <li>
              <Link to="/all-product">All products</Link>
            </li>
            {categories.map((group) => (
              <li key={group.id}>
                <Link to={`/filter-side?cat=${group.id}`}>{group.name}</Link>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </div>
  );
}
