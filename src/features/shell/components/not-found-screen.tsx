import { useI18n } from "@/lib/i18n/i18n-context";
import { Form, Link } from "react-router";
import type { MenuCategoriesState } from "@/features/shell/api/shell-data";
import { categoryHref } from "@/features/shell/utils/menu-links";

/**
 * An unknown address (HTTP 404): SPEC.md's catch-all text under a heading that says what happened,
 * and ways on: a search (a GET form, so it works before and without the page's script) and the
 * catalogue's listings.
 */
export function NotFoundScreen({ categories }: { categories: MenuCategoriesState }) {
  const { t, path } = useI18n();
  return (
    <section className="error-screen not-found" aria-labelledby="not-found-title">
      <h1 id="not-found-title">{t("notFound.title")}</h1>
      <p>{t("error.somethingWentWrong")}</p>
      <Form method="get" action={path("/search")} role="search" className="not-found__search">
        <label htmlFor="not-found-query">{t("notFound.searchLabel")}</label>
        <input id="not-found-query" type="search" name="q" required autoComplete="off" />
        <button type="submit" className="button">
          {t("notFound.search")}
        </button>
      </Form>
      <nav aria-label={t("notFound.catalogue")}>
        <ul className="not-found__links">
          <li>
            <Link to={path("/all-product")}>{t("allProducts")}</Link>
          </li>
          {categories.status === "loaded" &&
            categories.data.categories.map((category) => (
              <li key={category.id}>
                <Link to={path(categoryHref(category))}>{category.name}</Link>
              </li>
            ))}
          <li>
            <Link to={path("/")}>{t("notFound.homePage")}</Link>
          </li>
        </ul>
      </nav>
    </section>
  );
}
