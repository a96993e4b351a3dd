import type { Route } from "./+types/product";
import { data, isRouteErrorResponse, useLoaderData, useRouteError } from "react-router";
import { SHOP_NAME } from "@/domain/shop-name";
import { WidgetBoundary } from "@/components/widget-boundary";
import { parseIdText } from "@/domain/ids";
import { metaDescription, productBreadcrumbJsonLd, productJsonLd, productUrl } from "@/domain/structured-data";
import { AddToCompareButton } from "@/features/compare/components/add-to-compare-button";
import { ProductDetail } from "@/features/product/components/product-detail";
import { ProductLoadError } from "@/features/product/components/product-load-error";
import { ProductNotFound } from "@/features/product/components/product-not-found";
import { SimilarProductsSection } from "@/features/product/components/similar-products-section";
import { RecentlyViewed } from "@/features/recently-viewed/components/recently-viewed";
import { useRememberViewed } from "@/features/recently-viewed/hooks/use-remember-viewed";
import { StockAlertToggle } from "@/features/stock-alerts/components/stock-alert-toggle";
import { ProductReviews } from "@/features/reviews/components/product-reviews";
import { settle } from "@/lib/load-result";
import { NO_STORE } from "@/app/cache-headers";
import { readSimilarProducts } from "@/app/product.server";
import { headTags } from "@/app/page-meta";
import { shopOf } from "@/app/shop.server";
import { productListingPaths } from "@/domain/catalogue";
import { categoryTree, useRootData } from "@/app/root-data";

/**
 * /product/{id}: the product read from the shop API by the route loader (on the server for the
 * first HTML, as a single-fetch .data request on client navigations), composed with the compare,
 * back-in-stock, reviews and recently viewed features. An unknown or invalid id answers 404 with
 * SPEC.md's not-found screen.
 * Its similar products come with it; when they cannot be read, only their section says so (and
 * the partial page is not kept by a CDN).
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const shop = shopOf(context);
  const id = parseIdText(params.id);
  const product = id === null ? null : await shop.api.getProduct(id);
  if (!product) throw data(null, { status: 404 });
  const similar = await settle("the similar products", readSimilarProducts(shop, product));
  return data(
    { product, similar, origin: new URL(request.url).origin },
    similar.status === "loaded" ? undefined : { headers: { "Cache-Control": NO_STORE } },
  );
}

/** Title, description, canonical URL, Open Graph and Twitter card, and the JSON-LD of the product. */
export function meta({ loaderData: loaded, matches }: Route.MetaArgs) {
  if (!loaded) return [{ title: `Product not found | ${SHOP_NAME}` }];
  const { product, origin } = loaded;
  const listingPaths = productListingPaths(categoryTree(matches[0]?.loaderData?.categories), product);
  const url = productUrl(origin, product.id);
  const description = metaDescription(product.description || `${product.name}, ${product.subcategory}`);
  const image = product.images[0] ?? product.imageUrl;
  return [
    ...headTags({ title: product.name, description, url, image, type: "product" }),
    { "script:ld+json": productJsonLd(origin, product) },
    { "script:ld+json": productBreadcrumbJsonLd(origin, product, listingPaths) },
  ];
}

export { publicPageHeaders as headers } from "@/app/cache-headers";

function ProductRoute() {
  const { product, similar } = useLoaderData<typeof loader>();
  const listingPaths = productListingPaths(categoryTree(useRootData().categories), product);
  useRememberViewed(product.id);
  // A new id is a new page: gallery, choices and zoom start afresh.
  return (
    <>
      <ProductDetail
        key={product.id}
        product={product}
        listingPaths={listingPaths}
        compareAction={<AddToCompareButton productId={product.id} />}
        soldOutAction={<StockAlertToggle product={product} />}
        reviews={<ProductReviews product={product} />}
        similar={<SimilarProductsSection similar={similar} />}
      />
      <WidgetBoundary>
        <RecentlyViewed excludeId={product.id} />
      </WidgetBoundary>
    </>
  );
}

/** No such product, or the shop could not be asked (network, 5xx): said apart. */
export function ErrorBoundary() {
  const error = useRouteError();
  return isRouteErrorResponse(error) && error.status === 404 ? <ProductNotFound /> : <ProductLoadError />;
}

export default ProductRoute;
