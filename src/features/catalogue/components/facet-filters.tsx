import type { ProductFacets } from "@/domain/product";
import { RATING_CHOICES, type CatalogueFilters } from "@/features/catalogue/utils/catalogue-filters";
import { useI18n } from "@/lib/i18n/i18n-context";
import { FacetChecklist } from "./facet-checklist";

interface FacetFiltersProps {
  facets: ProductFacets;
  filters: CatalogueFilters;
  onChange: (change: Partial<CatalogueFilters>) => void;
}

/**
 * Issue 14's facets: sizes and colours with their counts (each count ignores its own filter, so it
 * says what ticking it would give), in stock only, and a minimum rating. Sizes grouped by kind,
 * long lists collapsed (issue 29).
 */
export function FacetFilters({ facets, filters, onChange }: FacetFiltersProps) {
  const { t } = useI18n();
  return (
    <>
      <FacetChecklist
        legend={t("listing.size")}
        name="sizes"
        grouped
        values={facets.sizes}
        chosen={filters.sizes}
        onChange={(sizes) => onChange({ sizes })}
      />
      <FacetChecklist
        legend={t("listing.colour")}
        name="colors"
        values={facets.colors}
        chosen={filters.colors}
        onChange={(colors) => onChange({ colors })}
      />
      <fieldset className="filter-section facet">
        <legend className="filter-section__title">{t("listing.availability")}</legend>
        <label className="facet__option">
          <input
            type="checkbox"
            name="inStock"
            value="1"
            aria-label={t("listing.inStockOnlyCount", { count: facets.inStock })}
            checked={filters.inStock}
            onChange={(event) => onChange({ inStock: event.target.checked })}
          />
          <span>{t("listing.inStockOnly")}</span>{" "}
          <span className="facet__count" aria-hidden="true">{`(${facets.inStock})`}</span>
        </label>
      </fieldset>
      <fieldset className="filter-section facet">
        <legend className="filter-section__title">{t("listing.rating")}</legend>
        <ul className="facet__options">
          {[null, ...RATING_CHOICES].map((rating) => (
            <li key={rating ?? "any"}>
              <label className="facet__option">
                <input
                  type="radio"
                  name="minRating"
                  value={rating ?? ""}
                  checked={filters.minRating === rating}
                  onChange={() => onChange({ minRating: rating })}
                />
                <span>{rating === null ? t("listing.anyRating") : t("listing.starsUp", { rating })}</span>
              </label>
            </li>
          ))}
        </ul>
      </fieldset>
    </>
  );
}
