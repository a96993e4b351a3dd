import type { Route } from "./+types/subcategory";
import { shopOf } from "@/app/shop.server";
import { data, useLoaderData, useParams } from "react-router";
import { readSubcategoryListing } from "@/app/catalogue.server";
import { subcategoryMeta } from "@/app/listing-meta";
import { SubcategoryScreen } from "@/features/catalogue/components/subcategory-screen";

/**
 * /{group}/{subcategory}, the mobile menu's routes (SPEC.md section 2), e.g. /men/shirts. Slugs
 * that name no subcategory answer 404 with the "Category not found." screen.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const shop = shopOf(context);
  const listing = await readSubcategoryListing(shop, request, params.group ?? "", params.subcategory ?? "");
  return data(listing, listing.found ? undefined : { status: 404 });
}

export function meta({ loaderData: loaded, matches }: Route.MetaArgs) {
  return subcategoryMeta(loaded, matches);
}

function SubcategoryRoute() {
  const listing = useLoaderData<typeof loader>();
  const { group = "", subcategory = "" } = useParams();
  return <SubcategoryScreen listing={listing} path={`/${group}/${subcategory}`} />;
}

export default SubcategoryRoute;
export { CatalogueLoadError as ErrorBoundary } from "@/features/catalogue/components/catalogue-load-error";
export { publicPageHeaders as headers } from "@/app/cache-headers";
