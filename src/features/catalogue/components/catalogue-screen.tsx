import { useEffect, useRef, useState, type KeyboardEvent } from "react";
import { Link, useLocation, useNavigate, useNavigation, type To } from "react-router";
import type { Category } from "@/domain/catalogue";
import { formatMoney } from "@/domain/money";
import { PRICE_SLIDER_MAX, PRICE_SLIDER_MIN, type ProductCardsPage } from "@/domain/product";
import {
  catalogueSearch,
  hasRefinements,
  parseCatalogueParams,
  type CatalogueFilters,
} from "@/features/catalogue/utils/catalogue-filters";
import { resolveSelection } from "@/features/catalogue/utils/category-lookup";
import { Breadcrumb, type Crumb } from "./breadcrumb";
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

interface CatalogueScreenProps {
  categories: readonly Category[];
  filters: CatalogueFilters;
  /** What was wrong in the link, in words. */
  notes: readonly string[];
  /** Null when the link names a category that does not exist. */
  result: ProductCardsPage | null;
}

/**
 * /all-product and /filter-side (SPEC.md sections 2 and 4, issue 14): category tree, price
 * slider, facets, sort and one page of products. Everything the shopper picks lives in the URL,
 * so a link reproduces the view and Back steps through it; a new filter starts again at page 1.
 * On small screens the filters open as a modal drawer.
 */
export function CatalogueScreen({ categories, filters, notes, result }: CatalogueScreenProps) {
  const location = useLocation();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const [filtersOpen, setFiltersOpen] = useState(false);
  const filtersToggle = useRef<HTMLButtonElement>(null);
  const drawer = useRef<HTMLDivElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const selection = resolveSelection(categories, filters.cat, filters.subcat);
  // While a new view loads, the controls already show what was chosen.
  const pending =
    navigation.location?.pathname === location.pathname
      ? parseCatalogueParams(new URLSearchParams(navigation.location.search)).filters
      : null;
  const shown = pending ?? filters;

  const group = selection && selection !== "missing" ? selection.group : null;
  const subcategory = selection && selection !== "missing" ? selection.subcategory : null;
  const somethingChosen = filters.cat !== null || filters.subcat !== null;
  const title = subcategory?.name ?? group?.name ?? (somethingChosen ? "Products" : "All products");
  const priceChanged = filters.min !== PRICE_SLIDER_MIN || filters.max !== PRICE_SLIDER_MAX;
  const isRefined = hasRefinements(filters);

  const crumbs: Crumb[] = [{ label: "All products", to: somethingChosen ? "/all-product" : undefined }];
  if (group) crumbs.push({ label: group.name, to: subcategory ? `/filter-side?cat=${group.id}` : undefined });
  if (group && subcategory) crumbs.push({ label: subcategory.name });

  useEffect(() => {
    if (filtersOpen) closeButton.current?.focus();
  }, [filtersOpen]);

  /** Where a new filter or sort leads: back to page 1, on top of a choice still loading. */
  function refinedView(change: Partial<CatalogueFilters>): To {
    return { search: catalogueSearch({ ...shown, ...change, page: 1 }) };
  }

  function refine(change: Partial<CatalogueFilters>) {
    navigate(refinedView(change), { preventScrollReset: true });
  }

  const clearAll = refinedView({
    min: PRICE_SLIDER_MIN,
    max: PRICE_SLIDER_MAX,
    sizes: [],
    colors: [],
    inStock: false,
    minRating: null,
  });

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
    return catalogueSearch({ ...filters, ...choice, page: 1 });
  }

  /** One history entry per round of slider changes: Back skips the in-between ranges. */
  function commitPrice(range: PriceRange) {
    navigate(
      { search: catalogueSearch({ ...filters, ...range, page: 1 }) },
      {
        replace: isPriceEntry(location.state),
        state: { priceEntry: true } satisfies PriceEntryState,
        preventScrollReset: true,
      },
    );
  }

  return (
    <div className="catalogue">
      <div className="catalogue__head">
        {somethingChosen && <Breadcrumb crumbs={crumbs} />}
        <h1 className="catalogue__title">{title}</h1>
        {priceChanged && (
          <p className="catalogue__active">{`Price: ${formatMoney(filters.min)} to ${formatMoney(filters.max)}`}</p>
        )}
        {notes.map((note) => (
          <p key={note} className="catalogue__note" role="status">
            {note}
          </p>
        ))}
      </div>

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
          Filters
        </button>
        {result && (
          <SortSelect value={shown.sort} onChange={(sort) => refine({ sort })} keep={catalogueSearch(filters)} />
        )}
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
              Filters
            </h2>
            {isRefined && (
              <Link className="link-button" to={clearAll} preventScrollReset>
                Clear all
              </Link>
            )}
            {filtersOpen && (
              <button
                type="button"
                ref={closeButton}
                className="button button--secondary catalogue__filters-close"
                onClick={closeFilters}
              >
                Close
              </button>
            )}
          </div>
          <section className="filter-section" aria-labelledby="filter-categories">
            <h2 id="filter-categories" className="filter-section__title">
              Categories
            </h2>
            <CategoryTree categories={categories} chosen={filters} searchFor={searchFor} onChoose={closeFilters} />
          </section>
          {/* Without script the price and the facets are a GET form: Apply leads to the URL that
              picking them with script would (page 1, category and sort kept). */}
          <form className="catalogue__filter-form" method="get">
            <HiddenParams search={catalogueSearch(filters)} omit={FORM_PARAMS} />
            <section className="filter-section" aria-labelledby="filter-price">
              <div className="filter-section__head">
                <h2 id="filter-price" className="filter-section__title">
                  Price
                </h2>
                {priceChanged && (
                  <Link
                    className="link-button"
                    to={refinedView({ min: PRICE_SLIDER_MIN, max: PRICE_SLIDER_MAX })}
                    preventScrollReset
                  >
                    Reset<span className="visually-hidden"> price</span>
                  </Link>
                )}
              </div>
              <PriceSlider value={{ min: filters.min, max: filters.max }} onCommit={commitPrice} />
            </section>
            {result && <FacetFilters facets={result.facets} filters={shown} onChange={refine} />}
            <SubmitWithoutScript>Apply filters</SubmitWithoutScript>
          </form>
          {filtersOpen && result && (
            <button type="button" className="button catalogue__filters-done" onClick={closeFilters}>
              {`Show ${result.total} ${result.total === 1 ? "product" : "products"}`}
            </button>
          )}
        </div>

        <section className="catalogue__results" aria-labelledby="catalogue-results">
          <h2 id="catalogue-results" className="visually-hidden">
            Products
          </h2>
          {result === null ? (
            <div className="listing__empty">
              <p>Category not found.</p>
              <p>
                It may have been renamed or removed. <Link to="/all-product">See all products</Link>
              </p>
            </div>
          ) : (
            <ProductListing
              result={result}
              busy={navigation.state === "loading"}
              pageHref={(page) => ({ search: catalogueSearch({ ...filters, page }) })}
              empty={
                <div className="listing__empty">
                  <p>No products available.</p>
                  {isRefined && (
                    <>
                      <p>No products match these filters.</p>
                      <Link className="button" to={clearAll} preventScrollReset>
                        Clear all
                      </Link>
                    </>
                  )}
                </div>
              }
            />
          )}
        </section>
      </div>
    </div>
  );
}
