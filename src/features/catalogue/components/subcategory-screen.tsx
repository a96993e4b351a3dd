import type { ReactNode } from "react";
import { Link } from "react-router";
import type { Category, Subcategory } from "@/domain/catalogue";
import type { ProductCardsPage } from "@/domain/product";
import type { CatalogueFilters } from "@/features/catalogue/utils/catalogue-filters";
import { useI18n } from "@/lib/i18n/i18n-context";
import { useDomainMessage } from "@/lib/i18n/domain-messages";
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
  const { t, path: localPath } = useI18n();
  const wordNote = useDomainMessage();
  const { found, filters, notes, result } = listing;
  if (!found || !result) return <CategoryNotFound path={path} categories={listing.categories} />;

  return (
    <div className="listing-page">
      <div className="listing-page__head">
        <Breadcrumb
          crumbs={[
            { label: t("listing.allProducts"), to: localPath("/all-product") },
            {
              label: found.group.name,
              to: localPath(`/filter-side?cat=${found.group.id}`),
              lang: found.group.lang,
            },
            { label: found.subcategory.name, lang: found.subcategory.lang },
          ]}
        />
        <h1 className="listing-page__title" lang={title ? undefined : found.subcategory.lang}>
          {title ?? found.subcategory.name}
        </h1>
        {intro}
        <p className="listing-page__meta">
          <Link to={localPath(`/filter-side?subcat=${found.subcategory.id}`)} className="listing-page__filters-link">
            {t("listing.filterByPrice")}
          </Link>
        </p>
        {notes.map((note) => (
          <p key={note} className="catalogue__note" role="status">
            {wordNote(note)}
          </p>
        ))}
      </div>
      <FilteredListing
        scope={{ kind: "subcategory", id: found.subcategory.id }}
        filters={filters}
        result={result}
        resultsTitle={listTitle ?? t("listing.products")}
        resultsTitleShown={listTitle !== undefined}
        empty={<p>{t("listing.noProducts")}</p>}
      />
    </div>
  );
}

/** Slugs that name no subcategory: say so and offer ways on, never a blank page. */
export function CategoryNotFound({ path, categories }: { path: string; categories: readonly Category[] }) {
  const { t, path: localPath } = useI18n();
  return (
    <div className="listing-page">
      <div className="listing__empty">
        <h1 className="listing-page__title">{t("listing.categoryNotFound")}</h1>
        <p>{t("listing.notFoundAt", { path })}</p>
        <div className="suggestions">
          <p>{t("listing.browseInstead")}</p>
          <ul className="suggestions__links">
            <li>
              <Link to={localPath("/all-product")}>{t("listing.allProducts")}</Link>
            </li>
            {categories.map((group) => (
              <li key={group.id}>
                <Link to={localPath(`/filter-side?cat=${group.id}`)}>{group.name}</Link>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </div>
  );
}
