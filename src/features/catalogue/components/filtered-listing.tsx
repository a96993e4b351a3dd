import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from "react";
import { Link, useLocation, useNavigate, useNavigation, type To } from "react-router";
import type { Category } from "@/domain/catalogue";
import { PRICE_SLIDER_MAX, PRICE_SLIDER_MIN, type ProductCardsPage } from "@/domain/product";
import {
  DEFAULT_FILTERS,
  hasRefinements,
  listingSearch,
  parseListingParams,
  type CatalogueFilters,
  type ListingScope,
} from "@/features/catalogue/utils/catalogue-filters";
import { useI18n } from "@/lib/i18n/i18n-context";
import { ActiveFilters } from "./active-filters";
import { CategoryTree, type TreeChoice } from "./category-tree";
import { FacetFilters } from "./facet-filters";
import { HiddenParams } from "./hidden-params";
import { PriceSlider, type PriceRange } from "./price-slider";
import { ProductListing } from "./product-listing";
import { SortSelect } from "./sort-select";
import { SubmitWithoutScript } from "./submit-without-script";

/** What the filter form's own controls set; its hidden inputs carry the rest of the view. */
const FORM_PARAMS = ["min", "max", "sizes", "colors", "inStock", "minRating", "page"] as const;

/** Marks a history entry written by the price slider, so the next slider change replaces it. */
interface PriceEntryState {
  priceEntry: true;
}

function isPriceEntry(state: unknown): state is PriceEntryState {
  return typeof state === "object" && state !== null && (state as Partial<PriceEntryState>).priceEntry === true;
}

interface FilteredListingProps {
  scope: ListingScope;
  filters: CatalogueFilters;
  /** Null when the listing does not exist (a category id no longer in the tree). */
  result: ProductCardsPage | null;
  /** The catalogue's category tree, as the first filter; the other listings are named by their path or query. */
  categories?: readonly Category[];
  /** The products' heading: visually hidden unless `resultsTitleShown`. */
  resultsTitle: string;
  resultsTitleShown?: boolean;
  /** What an empty listing says; "No products match these filters." and Clear all follow when filtered. */
  empty: ReactNode;
  /** What stands in the products' place when `result` is null. */
  missing?: ReactNode;
}

/**
 * Every listing's filters and products (issues 14 and 29): the filter column (category tree on the
 * catalogue, price slider, facets with the listing's own values and counts), the sort, and one
 * page of products. Everything the shopper picks lives in the URL, so a link reproduces the view
 * and Back steps through it; a new filter starts again at page 1. Without script the filters and
 * the sort are GET forms leading to the same URLs. On small screens the filters open as a modal
 * drawer.
 */
export function FilteredListing({
  scope,
  filters,
  result,
  categories,
  resultsTitle,
  resultsTitleShown = false,
  empty,
  missing,
}: FilteredListingProps) {
  const id = useId();
  const { t } = useI18n();
  const location = useLocation();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const [filtersOpen, setFiltersOpen] = useState(false);
  const filtersToggle = useRef<HTMLButtonElement>(null);
  const drawer = useRef<HTMLDivElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  // While a new view loads, the controls already show what was chosen.
  const pending =
    navigation.location?.pathname === location.pathname
      ? parseListingParams(new URLSearchParams(navigation.location.search), scope).filters
      : null;
  const shown = pending ?? filters;
  const priceChanged = filters.min !== PRICE_SLIDER_MIN || filters.max !== PRICE_SLIDER_MAX;
  const isRefined = hasRefinements(filters);
  const viewSearch = (view: CatalogueFilters) => listingSearch(view, scope);

  useEffect(() => {
    if (filtersOpen) closeButton.current?.focus();
  }, [filtersOpen]);

  /** Where a new filter or sort leads: back to page 1, on top of a choice still loading. */
  function refinedView(change: Partial<CatalogueFilters>): To {
    return { search: viewSearch({ ...shown, ...change, page: 1 }) };
  }

  function refine(change: Partial<CatalogueFilters>) {
    navigate(refinedView(change), { preventScrollReset: true });
  }

  // Every refinement back to its default; the scope (category, query) and the sort stay.
  const { min, max, sizes, colors, inStock, minRating } = DEFAULT_FILTERS;
  const clearAll = refinedView({ min, max, sizes, colors, inStock, minRating });

  /** The drawer closes after a category choice; focus goes back to its button, not to the void. */
  function closeFilters() {
    if (!filtersOpen) return;
    setFiltersOpen(false);
    const toggle = filtersToggle.current;
    if (toggle && toggle.offsetParent !== null) toggle.focus();
  }

  /** Escape closes the drawer; Tab stays inside it while it is open. */
  function onDrawerKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (!filtersOpen) return;
    if (event.key === "Escape") {
      event.preventDefault();
      closeFilters();
      return;
    }
    if (event.key !== "Tab" || !drawer.current) return;
    const focusable = [
      ...drawer.current.querySelectorAll<HTMLElement>("a[href], button:not([disabled]), input, select"),
    ].filter((element) => element.offsetParent !== null);
    const first = focusable[0];
    const last = focusable.at(-1);
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first?.focus();
    }
  }

  function searchFor(choice: TreeChoice): string {
    return viewSearch({ ...filters, ...choice, page: 1 });
  }

  /** One history entry per round of slider changes: Back skips the in-between ranges. */
  function commitPrice(range: PriceRange) {
    navigate(
      { search: viewSearch({ ...filters, ...range, page: 1 }) },
      {
        replace: isPriceEntry(location.state),
        state: { priceEntry: true } satisfies PriceEntryState,
        preventScrollReset: true,
      },
    );
  }

  return (
    <>
      <div className="catalogue__toolbar">
        <button
          type="button"
          ref={filtersToggle}
          className="button button--secondary catalogue__filters-toggle"
          aria-expanded={filtersOpen}
          aria-controls="catalogue-filters"
          onClick={() => setFiltersOpen((open) => !open)}
        >
          <span className="catalogue__filters-icon" aria-hidden="true" />
          {t("listing.filters")}
        </button>
        {result && <SortSelect value={shown.sort} onChange={(sort) => refine({ sort })} keep={viewSearch(filters)} />}
      </div>

      <div className="catalogue__layout">
        {filtersOpen && <div className="catalogue__backdrop" aria-hidden="true" onClick={closeFilters} />}
        <div
          id="catalogue-filters"
          ref={drawer}
          className={`catalogue__filters${filtersOpen ? " catalogue__filters--open" : ""}`}
          role={filtersOpen ? "dialog" : undefined}
          aria-modal={filtersOpen || undefined}
          aria-labelledby={filtersOpen ? "catalogue-filters-title" : undefined}
          onKeyDown={onDrawerKeyDown}
        >
          <div className="catalogue__filters-head">
            <h2 id="catalogue-filters-title" className="catalogue__filters-title">
              {t("listing.filters")}
            </h2>
            {isRefined && (
              <Link className="link-button" to={clearAll} preventScrollReset>
                {t("listing.clearAll")}
              </Link>
            )}
            {filtersOpen && (
              <button
                type="button"
                ref={closeButton}
                className="button button--secondary catalogue__filters-close"
                onClick={closeFilters}
              >
                {t("listing.close")}
              </button>
            )}
          </div>
          {categories && (
            <section className="filter-section" aria-labelledby="filter-categories">
              <h2 id="filter-categories" className="filter-section__title">
                {t("listing.categories")}
              </h2>
              <CategoryTree categories={categories} chosen={filters} searchFor={searchFor} onChoose={closeFilters} />
            </section>
          )}
          {/* Without script the price and the facets are a GET form: Apply leads to the URL that
              picking them with script would (page 1, the listing and the sort kept). */}
          <form className="catalogue__filter-form" method="get">
            <HiddenParams search={viewSearch(filters)} omit={FORM_PARAMS} />
            <section className="filter-section" aria-labelledby="filter-price">
              <div className="filter-section__head">
                <h2 id="filter-price" className="filter-section__title">
                  {t("listing.price")}
                </h2>
                {priceChanged && (
                  <Link
                    className="link-button"
                    to={refinedView({ min: PRICE_SLIDER_MIN, max: PRICE_SLIDER_MAX })}
                    preventScrollReset
                  >
                    {t("listing.reset")}
                    <span className="visually-hidden">{t("listing.resetWhat")}</span>
                  </Link>
                )}
              </div>
              <PriceSlider value={{ min: filters.min, max: filters.max }} onCommit={commitPrice} />
            </section>
            {result && <FacetFilters facets={result.facets} filters={shown} onChange={refine} />}
            <SubmitWithoutScript>{t("listing.applyFilters")}</SubmitWithoutScript>
          </form>
          {filtersOpen && result && (
            <button type="button" className="button catalogue__filters-done" onClick={closeFilters}>
              {t("listing.showCount", { count: result.total })}
            </button>
          )}
        </div>

        <section className="catalogue__results" aria-labelledby={`${id}-results`}>
          <h2 id={`${id}-results`} className={resultsTitleShown ? "listing-page__section-title" : "visually-hidden"}>
            {resultsTitle}
          </h2>
          {result !== null && <ActiveFilters filters={filters} viewWithout={refinedView} clearAll={clearAll} />}
          {result === null ? (
            missing
          ) : (
            <ProductListing
              result={result}
              busy={navigation.state === "loading"}
              pageHref={(page) => ({ search: viewSearch({ ...filters, page }) })}
              empty={
                <div className="listing__empty">
                  {empty}
                  {isRefined && (
                    <>
                      <p>{t("listing.noMatch")}</p>
                      <Link className="button" to={clearAll} preventScrollReset>
                        {t("listing.clearAll")}
                      </Link>
                    </>
                  )}
                </div>
              }
            />
          )}
        </section>
      </div>
    </>
  );
}
