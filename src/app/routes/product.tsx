import { useParams } from "react-router-dom";
import { parseIdText } from "../../domain/ids";
import { AddToCompareButton } from "../../features/compare/components/add-to-compare-button";
import { useProduct } from "../../features/product/api/get-product";
import { ProductDetail } from "../../features/product/components/product-detail";
import { ProductLoadError } from "../../features/product/components/product-load-error";
import { ProductNotFound } from "../../features/product/components/product-not-found";
import { ProductSkeleton } from "../../features/product/components/product-skeleton";
import { SimilarProductsSection } from "../../features/product/components/similar-products-section";
import { ProductReviews } from "../../features/reviews/components/product-reviews";

/**
 * /product/{id}: loads the product by id (so a direct visit or a reload works, unlike SPEC.md's
 * router state), and composes the compare and reviews features into the product page.
 */
function ProductRoute() {
  const productId = parseIdText(useParams().id);
  if (productId === null) return <ProductNotFound />;
  // A new id is a new page: gallery, choices and zoom start afresh.
  return <ProductScreen key={productId} productId={productId} />;
}

function ProductScreen({ productId }: { productId: number }) {
  const query = useProduct(productId);
  if (query.status === "loading") return <ProductSkeleton />;
  if (query.status === "error") return query.error.status === 404 ? <ProductNotFound /> : <ProductLoadError />;

  const { product } = query.data;
  return (
    <ProductDetail
      product={product}
      compareAction={<AddToCompareButton productId={product.id} />}
      reviews={<ProductReviews product={product} />}
      similar={<SimilarProductsSection product={product} />}
    />
  );
}

export default ProductRoute;
export { ErrorScreen as ErrorBoundary } from "../../components/error-screen";
