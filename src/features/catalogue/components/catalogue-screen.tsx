import { useRef, useState } from "react";
import { Link, useLocation, useNavigate } from "react-router-dom";
import { PageTitle } from "@/components/page-title";
import { formatRupees } from "@/domain/money";
import { PRICE_SLIDER_MAX, PRICE_SLIDER_MIN } from "@/domain/product";
import { useCategories } from "@/features/catalogue/api/get-categories";
import { useProducts } from "@/features/catalogue/api/get-products";
import {
  catalogueSearch,
  parseCatalogueParams,
  type CatalogueFilters,
} from "@/features/catalogue/utils/catalogue-filters";
import { resolveSelection } from "@/features/catalogue/utils/category-lookup";
import { Breadcrumb, type Crumb } from "./breadcrumb";
import { CategoryTree, CategoryTreeSkeleton, type TreeChoice } from "./category-tree";
import { PriceSlider, type PriceRange } from "./price-slider";
import { ProductListing } from "./product-listing";

/** Marks a history entry written by the price slider, so the next slider change replaces it. */
interface PriceEntryState {
  priceEntry: true;
}

function isPriceEntry(state: unknown): state is PriceEntryState {
  return typeof state === "object" && state !== null && (state as Partial<PriceEntryState>).priceEntry === true;
}

/**
 * /all-product and /filter-side (SPEC.md section 2 and 4): category tree, price slider and one
 * page of products. Everything the shopper picks lives in the URL, so a link reproduces the view
 * and Back steps through it; a new filter starts again at page 1.
 */
export function CatalogueScreen() {
  const location = useLocation();
  const navigate = useNavigate();
  const [filtersOpen, setFiltersOpen] = useState(false);
  const filtersToggle = useRef<HTMLButtonElement>(null);
  const { filters, notes } = parseCatalogueParams(new URLSearchParams(location.search));
  const categories = useCategories();
  const selection =
    categories.status === "loaded" ? resolveSelection(categories.categories, filters.cat, filters.subcat) : null;
  const products = useProducts(
    selection === "missing"
      ? null
      : { cat: filters.cat, subcat: filters.subcat, min: filters.min, max: filters.max, page: filters.page },
  );

  const group = selection && selection !== "missing" ? selection.group : null;
  const subcategory = selection && selection !== "missing" ? selection.subcategory : null;
  const somethingChosen = filters.cat !== null || filters.subcat !== null;
  const title = subcategory?.name ?? group?.name ?? (somethingChosen ? "Products" : "All products");
  const priceChanged = filters.min !== PRICE_SLIDER_MIN || filters.max !== PRICE_SLIDER_MAX;

  const crumbs: Crumb[] = [{ label: "All products", to: somethingChosen ? "/all-product" : undefined }];
  if (group) crumbs.push({ label: group.name, to: subcategory ? `/filter-side?cat=${group.id}` : undefined });
  if (group && subcategory) crumbs.push({ label: subcategory.name });

  function go(next: CatalogueFilters) {
    navigate({ search: catalogueSearch(next) }, { preventScrollReset: true });
  }

  /** On small screens the panel closes after a choice; focus goes back to its button, not to the void. */
  function closeFilters() {
    if (!filtersOpen) return;
    setFiltersOpen(false);
    const toggle = filtersToggle.current;
    if (toggle && toggle.offsetParent !== null) toggle.focus();
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
      <PageTitle>{title}</PageTitle>
      <div className="catalogue__head">
        {somethingChosen && <Breadcrumb crumbs={crumbs} />}
        <h1 className="catalogue__title">{title}</h1>
        {priceChanged && (
          <p className="catalogue__active">{`Price: ${formatRupees(filters.min)} to ${formatRupees(filters.max)}`}</p>
        )}
        {notes.map((note) => (
          <p key={note} className="catalogue__note" role="status">
            {note}
          </p>
        ))}
      </div>

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

      <div className="catalogue__layout">
        <div id="catalogue-filters" className={`catalogue__filters${filtersOpen ? " catalogue__filters--open" : ""}`}>
          <section className="filter-section" aria-labelledby="filter-categories">
            <h2 id="filter-categories" className="filter-section__title">
              Categories
            </h2>
            {categories.status === "loading" && <CategoryTreeSkeleton />}
            {categories.status === "error" && (
              <p className="error-text" role="alert">
                Error: {categories.message}
              </p>
            )}
            {categories.status === "loaded" && (
              <CategoryTree
                categories={categories.categories}
                chosen={filters}
                searchFor={searchFor}
                onChoose={closeFilters}
              />
            )}
          </section>
          <section className="filter-section" aria-labelledby="filter-price">
            <div className="filter-section__head">
              <h2 id="filter-price" className="filter-section__title">
                Price
              </h2>
              {priceChanged && (
                <button
                  type="button"
                  className="link-button"
                  onClick={() => go({ ...filters, min: PRICE_SLIDER_MIN, max: PRICE_SLIDER_MAX, page: 1 })}
                >
                  Reset<span className="visually-hidden"> price</span>
                </button>
              )}
            </div>
            <PriceSlider value={{ min: filters.min, max: filters.max }} onCommit={commitPrice} />
          </section>
        </div>

        <section className="catalogue__results" aria-labelledby="catalogue-results">
          <h2 id="catalogue-results" className="visually-hidden">
            Products
          </h2>
          {selection === "missing" ? (
            <div className="listing__empty">
              <p>Category not found.</p>
              <p>
                It may have been renamed or removed. <Link to="/all-product">See all products</Link>
              </p>
            </div>
          ) : (
            <ProductListing state={products} onPageChange={(page) => go({ ...filters, page })} />
          )}
        </section>
      </div>
    </div>
  );
}
