import type { Route } from "./+types/product";
import {
  data,
  isRouteErrorResponse,
  useLoaderData,
  useRouteError,
  type ShouldRevalidateFunctionArgs,
} from "react-router";
import { SHOP_NAME } from "@/domain/shop-name";
import { WidgetBoundary } from "@/components/widget-boundary";
import { parseIdText } from "@/domain/ids";
import { metaDescription, productBreadcrumbJsonLd, productJsonLd } from "@/domain/structured-data";
import { AddToCompareButton } from "@/features/compare/components/add-to-compare-button";
import { ProductDetail } from "@/features/product/components/product-detail";
import { ProductLoadError } from "@/features/product/components/product-load-error";
import { ProductNotFound } from "@/features/product/components/product-not-found";
import { onlyColourChanged } from "@/features/product/utils/chosen-colour";
import { SimilarProductsSection } from "@/features/product/components/similar-products-section";
import { RecentlyViewed } from "@/features/recently-viewed/components/recently-viewed";
import { useRememberViewed } from "@/features/recently-viewed/hooks/use-remember-viewed";
import { StockAlertToggle } from "@/features/stock-alerts/components/stock-alert-toggle";
import { followingIn, getStockAlerts } from "@/features/stock-alerts/api/stock-alerts-api";
import { STOCK_ALERTS_PATH } from "@/domain/stock-alerts";
import { loadCustomerData } from "@/app/private-route";
import type { CustomerData } from "@/lib/load-result";
import { isPageHydrated } from "@/lib/page-start/page-hydration";
import { CART_ROUTE } from "@/lib/cart-lines";
import { ProductReviews } from "@/features/reviews/components/product-reviews";
import { settle } from "@/lib/load-result";
import { NO_STORE } from "@/app/cache-headers";
import { readProductReviews, readSimilarProducts } from "@/app/product.server";
import { headTags, previewSource } from "@/app/page-meta";
import { shopOf } from "@/app/shop.server";
import { siteUrl } from "@functions/_shared/config";
import { rootTranslator } from "@/app/root-translator";
import { routePathOf } from "@domain/locale";
import { changeReviewForm } from "@/app/product-reviews.server";
import { readOwnReview } from "@/app/own-review";
import { reviewsPageOf } from "@/features/reviews/utils/reviews-page";
import { productListingPaths } from "@/domain/listing-paths";
import { categoryTree, useRootData } from "@/app/root-data";

/**
 * /product/{id}: the product read from the shop API by the route loader (on the server for the
 * first HTML, as a single-fetch .data request on client navigations), composed with the compare,
 * back-in-stock, reviews and recently viewed features. An unknown or invalid id answers 404 with
 * SPEC.md's not-found screen.
 * Its similar products and a page of its published reviews (`?reviews=N`) come with it; when one
 * cannot be read, only its section says so (and the partial page is not kept by a CDN).
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const shop = shopOf(context);
  const id = parseIdText(params.id);
  if (id === null) throw data(null, { status: 404 });
  const url = new URL(request.url);
  // The reviews need only the id: read beside the product, not after it.
  const reviewsRead = settle("the reviews", readProductReviews(shop, id, reviewsPageOf(url)));
  const product = await shop.api.getProduct(id);
  if (!product) throw data(null, { status: 404 });
  const [similar, reviews] = await Promise.all([
    settle("the similar products", readSimilarProducts(shop, product)),
    reviewsRead,
  ]);
  const whole = similar.status === "loaded" && reviews.status === "loaded";
  return data(
    { product, similar, reviews, origin: siteUrl() },
    whole ? undefined : { headers: { "Cache-Control": NO_STORE } },
  );
}

/**
 * The page as the server sent it, plus the signed-in customer's own review (for its Edit and
 * Delete), read in the browser: the server's page is the same for everybody and may be cached.
 * It runs on the first load too, after the server's page is shown (there is no HydrateFallback).
 */
export async function clientLoader({ params, request, serverLoader }: Route.ClientLoaderArgs) {
  // Asked before any await: the page's own first run finds the page hydrated once its reads are in.
  const firstLoad = !isPageHydrated();
  const id = parseIdText(params.id);
  const [page, ownReview] = await Promise.all([
    serverLoader(),
    id === null ? Promise.resolve(null) : readOwnReview(id, request.signal),
  ]);
  // Only a sold-out product offers the alert: no other page asks for the list. On the page's first
  // load the frame's notice reads the list (once per page load) and the button reads its answer.
  const stockAlert = page.product.stock > 0 || firstLoad ? undefined : await readFollowing(page.product.id, request);
  return { ...page, ownReview, stockAlert };
}
clientLoader.hydrate = true as const;

/** Whether the signed-in customer follows the product (the back-in-stock button's state). */
async function readFollowing(productId: number, request: Request): Promise<CustomerData<boolean>> {
  return followingIn(await loadCustomerData((signal) => getStockAlerts(request, signal), request.signal), productId);
}

/**
 * Following the product or adding it to the cart changes none of the page's data (the button and
 * the toast show the write's own answer; the header's count is the cart's own fetcher), and nor
 * does choosing a colour (`?colour=`, the product's own pictures): the page is not read again
 * from the server after any of them.
 */
export function shouldRevalidate({
  formAction,
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (formAction === undefined && onlyColourChanged(currentUrl, nextUrl)) return false;
  const action = formAction === undefined ? undefined : routePathOf(formAction);
  return action === STOCK_ALERTS_PATH || action === CART_ROUTE ? false : defaultShouldRevalidate;
}

/** A customer's new review, edit or deletion, from the reviews form (with or without script). */
export async function action({ params, request, context }: Route.ActionArgs) {
  const id = parseIdText(params.id);
  if (id === null) throw data(null, { status: 404 });
  return changeReviewForm(request, shopOf(context), id);
}

/** Title, description, canonical URL, Open Graph and Twitter card, and the JSON-LD of the product. */
export function meta({ loaderData: loaded, matches }: Route.MetaArgs) {
  if (!loaded) return [{ title: `${rootTranslator(matches).t("product.notFoundTitle")} | ${SHOP_NAME}` }];
  const { product, origin } = loaded;
  const { t, locale } = rootTranslator(matches);
  const site = { origin, locale };
  const listingPaths = productListingPaths(categoryTree(matches[0]?.loaderData?.categories), product);
  const path = `/product/${product.id}`;
  const description = metaDescription(product.description || `${product.name}, ${product.subcategory}`);
  const image = product.images[0] ?? product.imageUrl;
  return [
    ...headTags({ title: product.name, description, path, image, type: "product", preview: previewSource(matches) }),
    {
      "script:ld+json": productJsonLd(site, product, loaded.reviews.status === "loaded" ? loaded.reviews.data : null),
    },
    { "script:ld+json": productBreadcrumbJsonLd(site, t("listing.home"), product, listingPaths) },
  ];
}

export { publicPageHeaders as headers } from "@/app/cache-headers";

function ProductRoute() {
  const { product, similar, reviews, ownReview, stockAlert } = useLoaderData<typeof clientLoader>();
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
        soldOutAction={<StockAlertToggle product={product} following={stockAlert} />}
        reviews={<ProductReviews product={product} reviews={reviews} ownReview={ownReview} />}
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
