import { Link } from "react-router";
import type { Category } from "@/domain/catalogue";
import { searchText, type ProductCardsPage } from "@/domain/product";
import type { CatalogueFilters } from "@/features/catalogue/utils/catalogue-filters";
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
  if (!query || !result) {
    return (
      <div className="listing-page">
        <div className="listing__empty">
          <h1 className="listing-page__title">Search the shop</h1>
          <p>
            Type a product, brand, colour or category into the search box at the top of the page to see what we have.
          </p>
          <p>
            Or <Link to="/all-product">browse all products</Link>.
          </p>
        </div>
      </div>
    );
  }

  const total = result.total;
  return (
    <div className="listing-page">
      <div className="listing-page__head">
        <h1 className="listing-page__title">{`Search results for “${query}”`}</h1>
        <p className="listing-page__count" role="status">
          {`${total} ${total === 1 ? "product" : "products"} found`}
        </p>
        {notes.map((note) => (
          <p key={note} className="catalogue__note" role="status">
            {note}
          </p>
        ))}
      </div>
      <FilteredListing
        scope={{ kind: "search", q: query }}
        filters={filters}
        result={result}
        resultsTitle="Results"
        empty={<NoResults query={query} categories={categories} />}
      />
    </div>
  );
}

function NoResults({ query, categories }: { query: string; categories: readonly Category[] }) {
  return (
    <>
      <p>{`No products match “${query}”.`}</p>
      <div className="suggestions">
        <p>Some ideas:</p>
        <ul>
          <li>Check the spelling.</li>
          <li>Use fewer or more general words, e.g. “shirt” instead of “slim fit linen shirt”.</li>
        </ul>
        <p>Or browse a department:</p>
        <ul className="suggestions__links">
          {categories.map((group) => (
            <li key={group.id}>
              <Link to={`/filter-side?cat=${group.id}`}>{group.name}</Link>
            </li>
          ))}
          <li>
            <Link to="/all-product">All products</Link>
          </li>
        </ul>
      </div>
    </>
  );
}
