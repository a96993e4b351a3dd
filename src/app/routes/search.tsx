import type { Route } from "./+types/search";
import { shopOf } from "@/app/shop.server";
import { useLoaderData } from "react-router";
import { readCategories, readProductPage } from "@/app/catalogue.server";
import { NOINDEX_FOLLOW, listingMeta, pathWith } from "@/app/listing-meta";
import { SHOP_NAME } from "@/domain/shop-name";
import { PRODUCTS_PAGE_SIZE } from "@/domain/product";
import { SearchScreen, searchQuery } from "@/features/catalogue/components/search-screen";
import { parsePage } from "@/features/catalogue/utils/catalogue-filters";

/** /search?q=: where Enter in the header's search box goes (SPEC.md section 2). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const shop = shopOf(context);
  const url = new URL(request.url);
  const query = searchQuery(url.searchParams);
  const { page } = parsePage(url.searchParams.get("page"));
  const [categories, result] = await Promise.all([
    readCategories(shop),
    query ? readProductPage(shop, { q: query, page, pageSize: PRODUCTS_PAGE_SIZE }) : null,
  ]);
  return { origin: url.origin, query, page, categories, result };
}

export function meta({ loaderData: loaded }: Route.MetaArgs) {
  if (!loaded?.result) return [{ title: `Search | ${SHOP_NAME}` }, NOINDEX_FOLLOW];
  const { origin, query, page, result } = loaded;
  return listingMeta({
    origin,
    canonicalPath: pathWith("/search", { q: query }),
    page,
    title: `Search: ${query}`,
    description: `${result.total} ${result.total === 1 ? "product matches" : "products match"} “${query}”.`,
    products: result.items,
    noindex: true,
    crumbs: [{ name: `Search: ${query}`, path: pathWith("/search", { q: query }) }],
  });
}

function SearchRoute() {
  const { query, result, categories } = useLoaderData<typeof loader>();
  return <SearchScreen query={query} result={result} categories={categories} />;
}

export default SearchRoute;
export { CatalogueLoadError as ErrorBoundary } from "@/features/catalogue/components/catalogue-load-error";
export { publicPageHeaders as headers } from "@/app/cache-headers";
