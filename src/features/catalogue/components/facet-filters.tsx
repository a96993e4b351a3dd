import type { ProductFacets } from "@/domain/product";
import { RATING_CHOICES, type CatalogueFilters } from "@/features/catalogue/utils/catalogue-filters";
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
  return (
    <>
      <FacetChecklist
        legend="Size"
        plural="sizes"
        name="sizes"
        grouped
        values={facets.sizes}
        chosen={filters.sizes}
        onChange={(sizes) => onChange({ sizes })}
      />
      <FacetChecklist
        legend="Colour"
        plural="colours"
        name="colors"
        values={facets.colors}
        chosen={filters.colors}
        onChange={(colors) => onChange({ colors })}
      />
      <fieldset className="filter-section facet">
        <legend className="filter-section__title">Availability</legend>
        <label className="facet__option">
          <input
            type="checkbox"
            name="inStock"
            value="1"
            aria-label={`In stock only (${facets.inStock} products)`}
            checked={filters.inStock}
            onChange={(event) => onChange({ inStock: event.target.checked })}
          />
          <span>In stock only</span> <span className="facet__count" aria-hidden="true">{`(${facets.inStock})`}</span>
        </label>
      </fieldset>
      <fieldset className="filter-section facet">
        <legend className="filter-section__title">Rating</legend>
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
                <span>{rating === null ? "Any rating" : `${rating} stars & up`}</span>
              </label>
            </li>
          ))}
        </ul>
      </fieldset>
    </>
  );
}
