import type { Route } from "./+types/baby-care";
import { shopOf } from "@/app/shop.server";
import { useLoaderData } from "react-router";
import { readSubcategoryListing } from "@/app/catalogue.server";
import { subcategoryMeta } from "@/app/listing-meta";
import { rootTranslator } from "@/app/root-translator";
import { BabyCareScreen } from "@/features/catalogue/components/baby-care-screen";

/**
 * /baby-care, linked from the home page's Products banner (SPEC.md section 2): Kids › Baby Care,
 * whose canonical URL is /kids/baby-care.
 */
export function loader({ request, context }: Route.LoaderArgs) {
  const shop = shopOf(context);
  return readSubcategoryListing(shop, request, "kids", "baby-care");
}

export function meta({ loaderData: loaded, matches }: Route.MetaArgs) {
  return subcategoryMeta(loaded, matches, rootTranslator(matches).t("babyCare.title"));
}

function BabyCareRoute() {
  return <BabyCareScreen listing={useLoaderData<typeof loader>()} />;
}

export default BabyCareRoute;
export { CatalogueLoadError as ErrorBoundary } from "@/features/catalogue/components/catalogue-load-error";
export { publicPageHeaders as headers } from "@/app/cache-headers";
