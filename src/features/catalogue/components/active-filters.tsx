import { Link, type To } from "react-router";
import { PRICE_SLIDER_MAX, PRICE_SLIDER_MIN } from "@/domain/product";
import type { CatalogueFilters } from "@/features/catalogue/utils/catalogue-filters";
import { useI18n } from "@/lib/i18n/i18n-context";
import { useOptionLabel } from "@/lib/i18n/option-label";

interface ActiveFiltersProps {
  filters: CatalogueFilters;
  /** The view without `change` (page 1, the rest kept). */
  viewWithout: (change: Partial<CatalogueFilters>) => To;
  clearAll: To;
}

/**
 * What the listing is narrowed by, above the products (issue 40): one chip per refinement, each a
 * link to the view without it, then "Clear all". Links, so they work without script too.
 */
export function ActiveFilters({ filters, viewWithout, clearAll }: ActiveFiltersProps) {
  const { t, money } = useI18n();
  const labelOf = useOptionLabel();
  const chips: { key: string; text: string; lang?: "en"; to: To }[] = [];
  if (filters.min !== PRICE_SLIDER_MIN || filters.max !== PRICE_SLIDER_MAX) {
    chips.push({
      key: "price",
      text: `${money(filters.min)} – ${money(filters.max)}`,
      to: viewWithout({ min: PRICE_SLIDER_MIN, max: PRICE_SLIDER_MAX }),
    });
  }
  for (const [name, values] of [
    ["sizes", filters.sizes],
    ["colors", filters.colors],
  ] as const) {
    for (const value of values) {
      const label = labelOf(value);
      chips.push({
        key: `${name}-${value}`,
        text: label.text,
        lang: label.lang,
        to: viewWithout({ [name]: values.filter((kept) => kept !== value) }),
      });
    }
  }
  if (filters.inStock)
    chips.push({ key: "stock", text: t("listing.inStockOnly"), to: viewWithout({ inStock: false }) });
  if (filters.minRating !== null) {
    chips.push({
      key: "rating",
      text: t("listing.starsUp", { rating: filters.minRating }),
      to: viewWithout({ minRating: null }),
    });
  }
  if (chips.length === 0) return null;
  return (
    <div className="active-filters">
      <ul className="active-filters__list" aria-label={t("phone.activeFilters")}>
        {chips.map((chip) => (
          <li key={chip.key}>
            <Link
              className="active-filters__chip"
              to={chip.to}
              preventScrollReset
              aria-label={t("phone.removeFilter", { name: chip.text })}
            >
              <span lang={chip.lang}>{chip.text}</span>
              <span aria-hidden="true">×</span>
            </Link>
          </li>
        ))}
      </ul>
      <Link className="link-button" to={clearAll} preventScrollReset>
        {t("listing.clearAll")}
      </Link>
    </div>
  );
}
