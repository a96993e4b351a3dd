import { Form, Link } from "react-router";
import type { MenuCategoriesState } from "@/features/shell/api/shell-data";
import { categoryHref } from "@/features/shell/utils/menu-links";

/**
 * An unknown address (HTTP 404): SPEC.md's catch-all text under a heading that says what happened,
 * and ways on: a search (a GET form, so it works before and without the page's script) and the
 * catalogue's listings.
 */
export function NotFoundScreen({ categories }: { categories: MenuCategoriesState }) {
  return (
    <section className="error-screen not-found" aria-labelledby="not-found-title">
      <h1 id="not-found-title">Page not found</h1>
      <p>Something went wrong.</p>
      <Form method="get" action="/search" role="search" className="not-found__search">
        <label htmlFor="not-found-query">Search for products</label>
        <input id="not-found-query" type="search" name="q" required autoComplete="off" />
        <button type="submit" className="button">
          Search
        </button>
      </Form>
      <nav aria-label="Catalogue">
        <ul className="not-found__links">
          <li>
            <Link to="/all-product">All products</Link>
          </li>
          {categories.status === "loaded" &&
            categories.data.categories.map((category) => (
              <li key={category.id}>
                <Link to={categoryHref(category)}>{category.name}</Link>
              </li>
            ))}
          <li>
            <Link to="/">Home page</Link>
          </li>
        </ul>
      </nav>
    </section>
  );
}
