import type { Route } from "./+types/studio";
import { shopOf } from "@/app/shop.server";
import { data, useLoaderData, useParams } from "react-router";
import { readSubcategoryListing } from "@/app/catalogue.server";
import { subcategoryMeta } from "@/app/listing-meta";
import { rootTranslator } from "@/app/root-translator";
import { StudioScreen, studioService } from "@/features/catalogue/components/studio-screen";

/**
 * /studio/design and /studio/photography, linked from the Studio menu (SPEC.md section 2). Any
 * other service answers 404 with the "Category not found." screen, as an unknown subcategory does.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const shop = shopOf(context);
  const service = params.service ?? "";
  const listing = await readSubcategoryListing(shop, request, "studio", service);
  return data(listing, studioService(service) && listing.found ? undefined : { status: 404 });
}

export function meta({ loaderData: loaded, params, matches }: Route.MetaArgs) {
  const service = studioService(params.service ?? "");
  return subcategoryMeta(
    service ? loaded : undefined,
    matches,
    service ? rootTranslator(matches).t(`studio.${service}.title`) : undefined,
  );
}

function StudioRoute() {
  const listing = useLoaderData<typeof loader>();
  const { service = "" } = useParams();
  return <StudioScreen service={service} listing={listing} />;
}

export default StudioRoute;
export { CatalogueLoadError as ErrorBoundary } from "@/features/catalogue/components/catalogue-load-error";
export { publicPageHeaders as headers } from "@/app/cache-headers";
