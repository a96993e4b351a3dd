import type { Route } from "./+types/search";
import { shopOf } from "@/app/shop.server";
import { siteUrl } from "@functions/_shared/config";
import { useLoaderData } from "react-router";
import { readCategories, readListingView, readProductPage, readSearchFallback } from "@/app/catalogue.server";
import { NOINDEX_FOLLOW, listingMeta, pathWith } from "@/app/listing-meta";
import { previewSource } from "@/app/page-meta";
import { rootTranslator } from "@/app/root-translator";
import { SHOP_NAME } from "@/domain/shop-name";
import { SearchScreen, searchQuery } from "@/features/catalogue/components/search-screen";
import { DEFAULT_FILTERS, listingQuery, type ListingScope } from "@/features/catalogue/utils/catalogue-filters";

/** /search?q=: where Enter in the header's search box goes (SPEC.md section 2), with the catalogue's filters. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const shop = shopOf(context);
  const url = new URL(request.url);
  const query = searchQuery(url.searchParams);
  // "Search instead for shrit" (a corrected search's link): the words as typed.
  const exact = url.searchParams.get("exact") === "1";
  const scope: ListingScope = { kind: "search", q: query, ...(exact ? { exact } : {}) };
  // Without a query there is nothing to filter: the page asks for one.
  const { filters, notes } = query ? readListingView(url, scope) : { filters: DEFAULT_FILTERS, notes: [] };
  const [categories, result] = await Promise.all([
    readCategories(shop),
    query ? readProductPage(shop, listingQuery(filters, scope)) : null,
  ]);
  // Never an empty page: a search that found nothing offers the nearest subcategories and best sellers.
  const fallback = result !== null && result.total === 0 ? await readSearchFallback(shop, query) : null;
  return { origin: siteUrl(), query, exact, page: filters.page, filters, notes, categories, result, fallback };
}

export function meta({ loaderData: loaded, matches }: Route.MetaArgs) {
  const { t, locale } = rootTranslator(matches);
  if (!loaded?.result) return [{ title: `${t("search.title")} | ${SHOP_NAME}` }, NOINDEX_FOLLOW];
  const { origin, query, page, result } = loaded;
  return listingMeta({
    origin,
    canonicalPath: pathWith("/search", { q: query }),
    page,
    title: t("search.titleFor", { query }),
    description: t("search.description", { total: result.total, query }),
    products: result.items,
    noindex: true,
    preview: previewSource(matches),
    crumbs: [{ name: t("search.titleFor", { query }), path: pathWith("/search", { q: query }) }],
    t,
    locale,
  });
}

function SearchRoute() {
  const { query, exact, filters, notes, result, categories, fallback } = useLoaderData<typeof loader>();
  return (
    <SearchScreen
      query={query}
      exact={exact}
      filters={filters}
      notes={notes}
      result={result}
      categories={categories}
      fallback={fallback}
    />
  );
}

export default SearchRoute;
export { CatalogueLoadError as ErrorBoundary } from "@/features/catalogue/components/catalogue-load-error";
export { publicPageHeaders as headers } from "@/app/cache-headers";
