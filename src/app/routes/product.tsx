import { data, isRouteErrorResponse, useLoaderData, useRouteError, type LoaderFunctionArgs } from "react-router";
import { parseIdText } from "../../domain/ids";
import { AddToCompareButton } from "../../features/compare/components/add-to-compare-button";
import { ProductDetail } from "../../features/product/components/product-detail";
import { ProductLoadError } from "../../features/product/components/product-load-error";
import { ProductNotFound } from "../../features/product/components/product-not-found";
import { SimilarProductsSection } from "../../features/product/components/similar-products-section";
import { ProductReviews } from "../../features/reviews/components/product-reviews";
import { shopApi } from "../shop.server";

/**
 * /product/{id}: the product read from the shop API by the route loader (on the server for the
 * first HTML, as a single-fetch .data request on client navigations), composed with the compare
 * and reviews features. An unknown or invalid id answers 404 with SPEC.md's not-found screen.
 */
export async function loader({ params }: LoaderFunctionArgs) {
  const id = parseIdText(params.id);
  const product = id === null ? null : await shopApi().getProduct(id);
  if (!product) throw data(null, { status: 404 });
  return { product };
}

export { publicPageHeaders as headers } from "../cache-headers";

function ProductRoute() {
  const { product } = useLoaderData<typeof loader>();
  // A new id is a new page: gallery, choices and zoom start afresh.
  return (
    <ProductDetail
      key={product.id}
      product={product}
      compareAction={<AddToCompareButton productId={product.id} />}
      reviews={<ProductReviews product={product} />}
      similar={<SimilarProductsSection product={product} />}
    />
  );
}

/** No such product, or the shop could not be asked (network, 5xx): said apart. */
export function ErrorBoundary() {
  const error = useRouteError();
  return isRouteErrorResponse(error) && error.status === 404 ? <ProductNotFound /> : <ProductLoadError />;
}

export default ProductRoute;
