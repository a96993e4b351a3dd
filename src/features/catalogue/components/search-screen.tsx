import { Link } from "react-router";
import type { Category } from "@/domain/catalogue";
import { searchText, type ProductCardsPage } from "@/domain/product";
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
  filters: CatalogueFilters;
  /** What was wrong in the link, in words. */
  notes: readonly string[];
  /** Null without a query. */
  result: ProductCardsPage | null;
  categories: readonly Category[];
}

/**
 * /search?q= (SPEC.md section 2 leaves the screen unshown): the query, how many products match
 * every word of it, the catalogue's filters over the matches, the same grid and pager, and a way
 * on when nothing matches.
 */
export function SearchScreen({ query, filters, notes, result, categories }: SearchScreenProps) {
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
  return (
    <div className="listing-page">
      <div className="listing-page__head">
        <h1 className="listing-page__title">{t("search.resultsFor", { query })}</h1>
        <p className="listing-page__count" role="status">
          {t("search.found", { count: total })}
        </p>
        {notes.map((note) => (
          <p key={note} className="catalogue__note" role="status">
            {wordNote(note)}
          </p>
        ))}
      </div>
      <FilteredListing
        scope={{ kind: "search", q: query }}
        filters={filters}
        result={result}
        resultsTitle={t("search.results")}
        empty={<NoResults query={query} categories={categories} />}
      />
    </div>
  );
}

function NoResults({ query, categories }: { query: string; categories: readonly Category[] }) {
  const { t, path } = useI18n();
  return (
    <>
      <p>{t("search.noMatch", { query })}</p>
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
    </>
  );
}
