import { pageMeta } from "@/app/page-meta";
import { useLoaderData, useSearchParams } from "react-router-dom";
import { Loading } from "@/components/loading";
import { parseIdText } from "@/domain/ids";
import { ProductNotFound } from "@/features/product/components/product-not-found";
import { RelatedToProduct, TrendingProducts } from "@/features/product/components/related-products";
import { lastViewedProductId } from "@/features/product/utils/last-viewed";

/**
 * /related-products (SPEC.md: the Similar products carousel as a screen). ?id={productId} shows
 * products like that one; without it, products like the one last viewed in this tab; with no
 * history yet, what is trending, so the page is never empty.
 * The tab's history exists only in the browser: the server renders a loading line, and the page
 * is chosen once the browser has read it (read once per visit, so the page does not jump).
 */
export async function clientLoader() {
  return { lastViewed: lastViewedProductId() };
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <Loading />;
}

function RelatedProductsRoute() {
  const [params] = useSearchParams();
  const idText = params.get("id");
  const { lastViewed } = useLoaderData<typeof clientLoader>();

  if (idText !== null) {
    const productId = parseIdText(idText);
    if (productId === null) return <ProductNotFound />;
    return <RelatedToProduct key={productId} productId={productId} fromHistory={false} />;
  }
  if (lastViewed !== null) return <RelatedToProduct key={lastViewed} productId={lastViewed} fromHistory />;
  return <TrendingProducts />;
}

export default RelatedProductsRoute;
// The screen renders its own <title>.
export const meta = pageMeta({
  title: "Similar Products",
  description: "Products like the one you viewed, or what is trending in the shop.",
  titleTag: false,
});
export { ErrorScreen as ErrorBoundary } from "@/components/error-screen";
export { publicPageHeaders as headers } from "@/app/cache-headers";
