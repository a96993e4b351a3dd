import { Link } from "react-router";
import type { Category } from "@/domain/catalogue";
import { PRICE_SLIDER_MAX, PRICE_SLIDER_MIN, type ProductCardsPage } from "@/domain/product";
import type { CatalogueFilters } from "@/features/catalogue/utils/catalogue-filters";
import { resolveSelection } from "@/features/catalogue/utils/category-lookup";
import { useI18n } from "@/lib/i18n/i18n-context";
import { useDomainMessage } from "@/lib/i18n/domain-messages";
import { Breadcrumb, type Crumb } from "./breadcrumb";
import { FilteredListing } from "./filtered-listing";

interface CatalogueScreenProps {
  categories: readonly Category[];
  filters: CatalogueFilters;
  /** What was wrong in the link, in words. */
  notes: readonly string[];
  /** Null when the link names a category that does not exist. */
  result: ProductCardsPage | null;
}

/**
 * /all-product and /filter-side (SPEC.md sections 2 and 4, issue 14): the chosen category's name
 * and place, then the filtered listing with the category tree as its first filter.
 */
export function CatalogueScreen({ categories, filters, notes, result }: CatalogueScreenProps) {
  const { t, path, money } = useI18n();
  const wordNote = useDomainMessage();
  const selection = resolveSelection(categories, filters.cat, filters.subcat);
  const group = selection && selection !== "missing" ? selection.group : null;
  const subcategory = selection && selection !== "missing" ? selection.subcategory : null;
  const somethingChosen = filters.cat !== null || filters.subcat !== null;
  const named = subcategory ?? group;
  const title = named?.name ?? (somethingChosen ? t("listing.products") : t("listing.allProducts"));
  const priceChanged = filters.min !== PRICE_SLIDER_MIN || filters.max !== PRICE_SLIDER_MAX;

  const crumbs: Crumb[] = [{ label: t("listing.allProducts"), to: somethingChosen ? path("/all-product") : undefined }];
  if (group) {
    const to = subcategory ? path(`/filter-side?cat=${group.id}`) : undefined;
    crumbs.push({ label: group.name, to, lang: group.lang });
  }
  if (group && subcategory) crumbs.push({ label: subcategory.name, lang: subcategory.lang });

  return (
    <div className="catalogue">
      <div className="catalogue__head">
        {somethingChosen && <Breadcrumb crumbs={crumbs} />}
        <h1 className="catalogue__title" lang={named?.lang}>
          {title}
        </h1>
        {priceChanged && (
          <p className="catalogue__active">
            {t("listing.priceRange", { min: money(filters.min), max: money(filters.max) })}
          </p>
        )}
        {notes.map((note) => (
          <p key={note} className="catalogue__note" role="status">
            {wordNote(note)}
          </p>
        ))}
      </div>
      <FilteredListing
        scope={{ kind: "catalogue" }}
        filters={filters}
        result={result}
        categories={categories}
        resultsTitle={t("listing.products")}
        empty={<p>{t("listing.noProducts")}</p>}
        missing={
          <div className="listing__empty">
            <p>{t("listing.categoryNotFound")}</p>
            <p>
              {t("listing.categoryRemoved")} <Link to={path("/all-product")}>{t("listing.seeAllProducts")}</Link>
            </p>
          </div>
        }
      />
    </div>
  );
}
