import type { Route } from "./+types/catalogue";
import { shopOf } from "@/app/shop.server";
import { siteUrl } from "@functions/_shared/config";
import { useLoaderData } from "react-router";
import { readCategories, readListingView, readProductPage } from "@/app/catalogue.server";
import { listingMeta } from "@/app/listing-meta";
import { rootTranslator } from "@/app/root-translator";
import { previewSource } from "@/app/page-meta";
import { listingPath } from "@/domain/listing-paths";
import { SHOP_NAME } from "@/domain/shop-name";
import { CatalogueScreen } from "@/features/catalogue/components/catalogue-screen";
import { catalogueQuery } from "@/features/catalogue/utils/catalogue-filters";
import { resolveSelection } from "@/features/catalogue/utils/category-lookup";

/**
 * /all-product and /filter-side: one screen (SPEC.md section 2). The loader reads the link's
 * filters (a wrong value falls back, with a note) and asks the shop for the tree and the page.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const shop = shopOf(context);
  const url = new URL(request.url);
  const { filters, notes } = readListingView(url, { kind: "catalogue" });
  const [categories, page] = await Promise.all([readCategories(shop), readProductPage(shop, catalogueQuery(filters))]);
  const selection = resolveSelection(categories, filters.cat, filters.subcat);
  return {
    origin: siteUrl(),
    categories,
    filters,
    notes,
    result: selection === "missing" ? null : page,
  };
}

export function meta({ loaderData: loaded, matches }: Route.MetaArgs) {
  const { t, locale } = rootTranslator(matches);
  if (!loaded) return [{ title: `${t("listing.products")} | ${SHOP_NAME}` }];
  const { origin, categories, filters, result } = loaded;
  const selection = resolveSelection(categories, filters.cat, filters.subcat);
  if (!result || selection === "missing") return [{ title: `${t("listing.categoryNotFoundTitle")} | ${SHOP_NAME}` }];
  const group = selection?.group ?? null;
  const subcategory = selection?.subcategory ?? null;
  const name = subcategory?.name ?? group?.name ?? t("listing.allProducts");
  const crumbs = [{ name: t("listing.allProducts"), path: "/all-product" }];
  if (group) crumbs.push({ name: group.name, path: listingPath(group) });
  if (group && subcategory) crumbs.push({ name: subcategory.name, path: listingPath(group, subcategory) });
  return listingMeta({
    origin,
    // Filters and sort are views of the listing, not listings of their own.
    canonicalPath: group ? listingPath(group, subcategory) : "/all-product",
    page: filters.page,
    title: subcategory && group ? `${subcategory.name} – ${group.name}` : name,
    description: t("listing.description", { name, total: result.total }),
    products: result.items,
    preview: previewSource(matches),
    crumbs,
    t,
    locale,
  });
}

function CatalogueRoute() {
  const { categories, filters, notes, result } = useLoaderData<typeof loader>();
  return <CatalogueScreen categories={categories} filters={filters} notes={notes} result={result} />;
}

export default CatalogueRoute;
export { CatalogueLoadError as ErrorBoundary } from "@/features/catalogue/components/catalogue-load-error";
export { publicPageHeaders as headers } from "@/app/cache-headers";
