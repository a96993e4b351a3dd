import { Link, useLocation } from "react-router-dom";
import { PageTitle } from "@/components/page-title";
import { SEARCH_MAX_LENGTH } from "@/domain/product";
import { useCategories } from "@/features/catalogue/api/get-categories";
import { useProducts } from "@/features/catalogue/api/get-products";
import { usePageParam } from "@/features/catalogue/hooks/use-page-param";
import { ProductListing } from "./product-listing";

/**
 * /search?q= (SPEC.md section 2 leaves the screen unshown): the query, how many products match
 * every word of it, the same grid and pager as the catalogue, and a way on when nothing matches.
 */
export function SearchScreen() {
  const location = useLocation();
  const query = (new URLSearchParams(location.search).get("q") ?? "").trim().slice(0, SEARCH_MAX_LENGTH);
  const { page, goToPage } = usePageParam();
  const products = useProducts(query ? { q: query, page } : null);

  if (!query) {
    return (
      <div className="listing-page">
        <PageTitle>Search</PageTitle>
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

  const total = products.status === "loaded" ? products.result.total : null;
  return (
    <div className="listing-page">
      <PageTitle>{`Search: ${query}`}</PageTitle>
      <div className="listing-page__head">
        <h1 className="listing-page__title">{`Search results for “${query}”`}</h1>
        <p className="listing-page__count" role="status">
          {total === null ? " " : `${total} ${total === 1 ? "product" : "products"} found`}
        </p>
      </div>
      <section aria-labelledby="search-results-title">
        <h2 id="search-results-title" className="visually-hidden">
          Results
        </h2>
        <ProductListing state={products} onPageChange={goToPage} empty={<NoResults query={query} />} />
      </section>
    </div>
  );
}

function NoResults({ query }: { query: string }) {
  const categories = useCategories();
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
          {categories.status === "loaded" &&
            categories.categories.map((group) => (
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
