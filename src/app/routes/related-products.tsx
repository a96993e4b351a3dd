import type { Route } from "./+types/related-products";
import { useEffect } from "react";
import { data, useLoaderData, useLocation, useNavigate } from "react-router";
import { Loading } from "@/components/loading";
import { parseIdText } from "@/domain/ids";
import { ProductNotFound } from "@/features/product/components/product-not-found";
import { RelatedToProduct, TrendingProducts } from "@/features/product/components/related-products";
import { lastViewedProductId } from "@/features/product/utils/last-viewed";
import { settle } from "@/lib/load-result";
import { NO_STORE } from "@/app/cache-headers";
import { pageMeta } from "@/app/screen-meta";
import { rootTranslator } from "@/app/root-translator";
import { readSimilarProducts, readTrendingProducts } from "@/app/product.server";
import { shopOf } from "@/app/shop.server";
import { categoryTree, useRootData } from "@/app/root-data";
import { productListingPaths } from "@/domain/listing-paths";

/** Set on the navigation that follows the tab's history: a product gone since shows what is trending. */
interface FromHistory {
  fromHistory?: boolean;
}

/** A page with a part that failed is not kept by a CDN. */
function partial(failed: boolean) {
  return failed ? { headers: { "Cache-Control": NO_STORE } } : undefined;
}

/**
 * /related-products (SPEC.md: the Similar products carousel as a screen). ?id={productId} shows
 * products like that one, read on the server with the page; an unknown product shows what is
 * trending instead when the id came from the tab's history, else the not-found screen.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const shop = shopOf(context);
  const idText = new URL(request.url).searchParams.get("id");
  const id = idText === null ? null : parseIdText(idText);
  if (idText !== null && id === null) return data({ kind: "not-found" as const }, { status: 404 });
  const product = id === null ? null : await settle("the product", shop.api.getProduct(id));
  if (product?.status === "loaded" && product.data) {
    const similar = await settle("the similar products", readSimilarProducts(shop, product.data));
    return data({ kind: "related" as const, product: product.data, similar }, partial(similar.status === "error"));
  }
  const trending = await settle("the trending products", readTrendingProducts(shop));
  const unknownId = product?.status === "loaded";
  // An unknown id is the not-found screen on a document request; the tab's own history may still
  // turn it into what is trending in the browser (FromHistory).
  const init = partial(trending.status === "error" || product?.status === "error");
  return data({ kind: "trending" as const, unknownId, trending }, unknownId ? { ...init, status: 404 } : init);
}

/**
 * A client navigation without an id, when the tab has viewed a product, asks the server for
 * nothing: the page follows that product at once (below) instead of showing what is trending
 * until it has.
 */
export async function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  const lastViewed = new URL(request.url).searchParams.has("id") ? null : lastViewedProductId();
  if (lastViewed !== null) return { kind: "following" as const };
  return serverLoader();
}

/**
 * Without an id the server sends what is trending; the tab's history (which only the browser
 * has) then turns the page to products like the one last viewed.
 */
function RelatedProductsRoute() {
  const loaded = useLoaderData<typeof clientLoader>();
  const { categories } = useRootData();
  const location = useLocation();
  const navigate = useNavigate();
  const withoutId = !new URLSearchParams(location.search).has("id");

  useEffect(() => {
    if (!withoutId) return;
    const lastViewed = lastViewedProductId();
    if (lastViewed !== null) {
      const state: FromHistory = { fromHistory: true };
      void navigate(`?id=${lastViewed}`, { replace: true, state });
    }
  }, [withoutId, navigate]);

  if (loaded.kind === "following") return <Loading />;
  if (loaded.kind === "not-found") return <ProductNotFound />;
  if (loaded.kind === "related")
    return (
      <RelatedToProduct
        key={loaded.product.id}
        product={loaded.product}
        similar={loaded.similar}
        listingPath={productListingPaths(categoryTree(categories), loaded.product).subcategory}
      />
    );
  const fromHistory = (location.state as FromHistory | null)?.fromHistory === true;
  if (loaded.unknownId && !fromHistory) return <ProductNotFound />;
  return <TrendingProducts trending={loaded.trending} />;
}

export default RelatedProductsRoute;
// The screen renders its own <title>.
export function meta(args: Route.MetaArgs) {
  const { t } = rootTranslator(args.matches);
  const head = pageMeta({ title: t("product.similar"), description: t("related.description"), titleTag: false });
  return head(args as unknown as Parameters<typeof head>[0]);
}
export { ErrorScreen as ErrorBoundary } from "@/components/error-screen";
export { publicPageHeaders as headers } from "@/app/cache-headers";
