import { Link, useNavigation } from "react-router";
import type { Category } from "@/domain/catalogue";
import { searchText, type ProductCardsPage } from "@/domain/product";
import { usePageHref } from "@/features/catalogue/hooks/use-page-href";
import { ProductListing } from "./product-listing";

/** ?q= as searched (searchText: trimmed, at most 100 characters); empty asks for a query. */
export function searchQuery(params: URLSearchParams): string {
  return searchText(params.get("q") ?? "");
}

interface SearchScreenProps {
  query: string;
  /** Null without a query. */
  result: ProductCardsPage | null;
  categories: readonly Category[];
}

/**
 * /search?q= (SPEC.md section 2 leaves the screen unshown): the query, how many products match
 * every word of it, the same grid and pager as the catalogue, and a way on when nothing matches.
 */
export function SearchScreen({ query, result, categories }: SearchScreenProps) {
  const pageHref = usePageHref();
  const navigation = useNavigation();

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
      </div>
      <section aria-labelledby="search-results-title">
        <h2 id="search-results-title" className="visually-hidden">
          Results
        </h2>
        <ProductListing
          result={result}
          pageHref={pageHref}
          busy={navigation.state === "loading"}
          empty={<NoResults query={query} categories={categories} />}
        />
      </section>
    </div>
  );
}

function NoResults({ query, categories }: { query: string; categories: readonly Category[] }) {
  return (
    <div className="listing__empty">
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
    </div>
  );
}
