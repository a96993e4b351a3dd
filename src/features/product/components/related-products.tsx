import { Link } from "react-router-dom";
import { PageTitle } from "@/components/page-title";
import { WidgetBoundary } from "@/components/widget-boundary";
import { useProduct } from "@/features/product/api/get-product";
import { TRENDING_GROUP_NAME, useTrendingProducts } from "@/features/product/api/get-trending-products";
import { ProductCarousel } from "@/components/product-carousel";
import { ProductNotFound } from "./product-not-found";
import { SimilarProducts } from "./similar-products";
import "./product.css";

interface RelatedToProductProps {
  productId: number;
  /** The id came from the shopper's own history, not the address: if it is gone, show popular products. */
  fromHistory: boolean;
}

/** /related-products for one product: the Similar Products carousel as a page of its own. */
export function RelatedToProduct({ productId, fromHistory }: RelatedToProductProps) {
  const query = useProduct(productId);
  if (query.status === "loading") {
    return (
      <div className="related">
        <PageTitle>Similar Products</PageTitle>
        <h1>Similar Products</h1>
        <ProductCarousel label="Similar Products" products={null} />
      </div>
    );
  }
  if (query.status === "error")
    return fromHistory || query.error.status !== 404 ? <TrendingProducts /> : <ProductNotFound />;

  const product = query.data.product;
  return (
    <div className="related">
      <PageTitle>{`Similar Products: ${product.name}`}</PageTitle>
      <h1>Similar Products</h1>
      <p className="related__intro">
        More like <Link to={`/product/${product.id}`}>{product.name}</Link>
        {product.subcategory && ` in ${product.subcategory}`}.
      </p>
      <WidgetBoundary>
        <SimilarProducts product={product} headingLevel="h2" />
      </WidgetBoundary>
      {product.subcategoryId !== null && (
        <p>
          <Link to={`/filter-side?subcat=${product.subcategoryId}`} className="button button--secondary">
            See all {product.subcategory}
          </Link>
        </p>
      )}
    </div>
  );
}

/** /related-products with nothing to relate to yet: what is popular right now. */
export function TrendingProducts() {
  const query = useTrendingProducts();
  return (
    <div className="related">
      <PageTitle>{TRENDING_GROUP_NAME}</PageTitle>
      <h1>{TRENDING_GROUP_NAME}</h1>
      <p className="related__intro">
        Popular with shoppers right now. Open any product and this page shows products similar to it.
      </p>
      <WidgetBoundary>
        {query.status === "loading" && <ProductCarousel label={TRENDING_GROUP_NAME} products={null} />}
        {query.status === "error" && <p className="muted">Popular products could not be loaded right now.</p>}
        {query.status === "loaded" &&
          (query.data.length > 0 ? (
            <ProductCarousel label={TRENDING_GROUP_NAME} products={query.data} headingLevel="h2" />
          ) : (
            <p className="muted">No products to show yet.</p>
          ))}
      </WidgetBoundary>
      <p>
        <Link to="/all-product" className="button button--secondary">
          Browse all products
        </Link>
      </p>
    </div>
  );
}
