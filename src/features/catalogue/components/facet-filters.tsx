import type { ProductFacets } from "@/domain/product";
import { RATING_CHOICES, type CatalogueFilters } from "@/features/catalogue/utils/catalogue-filters";

interface FacetFiltersProps {
  facets: ProductFacets;
  filters: CatalogueFilters;
  onChange: (change: Partial<CatalogueFilters>) => void;
}

/** A chosen value stays listed (count 0) even when the other filters leave none of it. */
function withChosen(values: ProductFacets["sizes"], chosen: readonly string[]) {
  const listed = new Set(values.map((entry) => entry.value));
  return [...values, ...chosen.filter((value) => !listed.has(value)).map((value) => ({ value, count: 0 }))];
}

function toggled(list: readonly string[], value: string, on: boolean): string[] {
  return on ? [...list, value] : list.filter((entry) => entry !== value);
}

function CheckboxGroup({
  legend,
  name,
  values,
  chosen,
  onChange,
}: {
  legend: string;
  /** The URL parameter a submission without script sends each ticked value in. */
  name: "sizes" | "colors";
  values: ProductFacets["sizes"];
  chosen: readonly string[];
  onChange: (next: string[]) => void;
}) {
  if (values.length === 0 && chosen.length === 0) return null;
  return (
    <fieldset className="filter-section facet">
      <legend className="filter-section__title">{legend}</legend>
      <ul className="facet__options">
        {withChosen(values, chosen).map(({ value, count }) => (
          <li key={value}>
            <label className="facet__option">
              <input
                type="checkbox"
                name={name}
                value={value}
                aria-label={`${value} (${count} products)`}
                checked={chosen.includes(value)}
                onChange={(event) => onChange(toggled(chosen, value, event.target.checked))}
              />
              <span>{value}</span> <span className="facet__count" aria-hidden="true">{`(${count})`}</span>
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}

/**
 * Issue 14's facets: sizes and colours with their counts (each count ignores its own filter, so it
 * says what ticking it would give), in stock only, and a minimum rating.
 */
export function FacetFilters({ facets, filters, onChange }: FacetFiltersProps) {
  return (
    <>
      <CheckboxGroup
        legend="Size"
        name="sizes"
        values={facets.sizes}
        chosen={filters.sizes}
        onChange={(sizes) => onChange({ sizes })}
      />
      <CheckboxGroup
        legend="Colour"
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
