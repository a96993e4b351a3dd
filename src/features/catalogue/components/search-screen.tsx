import { Link } from "react-router";
import type { Category } from "@/domain/catalogue";
import { searchText, type ProductCardsPage, type SearchFallback } from "@/domain/product";
import { subcategoryListingPath } from "@/domain/listing-paths";
import { ProductCard } from "@/components/product-card";
import { WishlistToggle } from "@/components/wishlist-toggle";
import type { CatalogueFilters } from "@/features/catalogue/utils/catalogue-filters";
import { useI18n } from "@/lib/i18n/i18n-context";
import { useDomainMessage } from "@/lib/i18n/domain-messages";
import { FilteredListing } from "./filtered-listing";

/** ?q= as searched (searchText: trimmed, at most 100 characters); empty asks for a query. */
export function searchQuery(params: URLSearchParams): string {
  return searchText(params.get("q") ?? "");
}

interface SearchScreenProps {
  query: string;
  /** The words searched as typed (the link of a corrected search). */
  exact: boolean;
  filters: CatalogueFilters;
  /** What was wrong in the link, in words. */
  notes: readonly string[];
  /** Null without a query. */
  result: ProductCardsPage | null;
  categories: readonly Category[];
  /** For a search that found nothing: the nearest subcategories and the best sellers (null: unknown). */
  fallback: SearchFallback | null;
}

/**
 * /search?q= (SPEC.md section 2 leaves the screen unshown): the query, how many products match
 * every word of it, the catalogue's filters over the matches, the same grid and pager, and a way
 * on when nothing matches.
 */
export function SearchScreen({ query, exact, filters, notes, result, categories, fallback }: SearchScreenProps) {
  const { t, path } = useI18n();
  const wordNote = useDomainMessage();
  if (!query || !result) {
    return (
      <div className="listing-page">
        <div className="listing__empty">
          <h1 className="listing-page__title">{t("search.heading")}</h1>
          <p>{t("search.hint")}</p>
          <p>
            {t("search.or")} <Link to={path("/all-product")}>{t("search.browseAll")}</Link>.
          </p>
        </div>
      </div>
    );
  }

  const total = result.total;
  const scope = { kind: "search", q: query, ...(exact ? { exact } : {}) } as const;
  return (
    <div className="listing-page">
      <div className="listing-page__head">
        <h1 className="listing-page__title">{t("search.resultsFor", { query })}</h1>
        <p className="listing-page__count" role="status">
          {t("search.found", { count: total })}
        </p>
        {result.corrected === undefined ? null : <CorrectedQuery query={query} corrected={result.corrected} />}
        {notes.map((note) => (
          <p key={note} className="catalogue__note" role="status">
            {wordNote(note)}
          </p>
        ))}
      </div>
      <FilteredListing
        scope={scope}
        filters={filters}
        result={result}
        resultsTitle={t("search.results")}
        empty={<NoResults query={query} categories={categories} fallback={fallback} />}
      />
    </div>
  );
}

/** "Showing results for shirt. Search instead for shrit": what was searched, and the way back to what was typed. */
function CorrectedQuery({ query, corrected }: { query: string; corrected: string }) {
  const { t, path } = useI18n();
  const typed = `/search?${new URLSearchParams({ q: query, exact: "1" }).toString()}`;
  return (
    <p className="search__corrected">
      {t("search.showingFor")} <strong>{corrected}</strong>. {t("search.insteadFor")}{" "}
      <Link to={path(typed)}>{query}</Link>
    </p>
  );
}

interface NoResultsProps {
  query: string;
  categories: readonly Category[];
  fallback: SearchFallback | null;
}

function NoResults({ query, categories, fallback }: NoResultsProps) {
  const { t, path } = useI18n();
  const closest = (fallback?.subcategoryIds ?? []).flatMap((id) => {
    const group = categories.find((category) => category.subcategories.some((sub) => sub.id === id));
    const subcategory = group?.subcategories.find((sub) => sub.id === id);
    return group && subcategory ? [{ group, subcategory }] : [];
  });
  return (
    <>
      <p>{t("search.noMatch", { query })}</p>
      {closest.length > 0 && (
        <div className="suggestions">
          <p>{t("search.closest")}</p>
          <ul className="suggestions__links">
            {closest.map(({ group, subcategory }) => (
              <li key={subcategory.id}>
                <Link to={path(subcategoryListingPath(group, subcategory))}>
                  {subcategory.name} ({group.name})
                </Link>
              </li>
            ))}
          </ul>
        </div>
      )}
      <div className="suggestions">
        <p>{t("search.ideas")}</p>
        <ul>
          <li>{t("search.spelling")}</li>
          <li>{t("search.fewerWords")}</li>
        </ul>
        <p>{t("search.orDepartment")}</p>
        <ul className="suggestions__links">
          {categories.map((group) => (
            <li key={group.id}>
              <Link to={path(`/filter-side?cat=${group.id}`)}>{group.name}</Link>
            </li>
          ))}
          <li>
            <Link to={path("/all-product")}>{t("listing.allProducts")}</Link>
          </li>
        </ul>
      </div>
      {fallback !== null && fallback.products.length > 0 && (
        <section className="search__best-sellers" aria-labelledby="search-best-sellers">
          <h2 id="search-best-sellers">{t("search.bestSellers")}</h2>
          <ul className="product-grid">
            {fallback.products.map((product) => (
              <li key={product.id}>
                <ProductCard product={product} headingLevel="h3" action={<WishlistToggle product={product} />} />
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}
