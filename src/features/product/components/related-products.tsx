import { Link } from "react-router";
import { PageTitle } from "@/components/page-title";
import { WidgetBoundary } from "@/components/widget-boundary";
import type { Product, ProductCardData } from "@/domain/product";
import { TRENDING_GROUP_NAME } from "@/features/product/utils/trending";
import type { SettledPart } from "@/lib/load-result";
import { ProductCarousel } from "@/components/product-carousel";
import { SimilarProducts } from "./similar-products";
import "./product.css";

interface RelatedToProductProps {
  product: Product;
  similar: SettledPart<ProductCardData[] | null>;
  /** Its subcategory's listing (productListingPaths). */
  listingPath: string | null;
}

/** /related-products for one product: the Similar Products carousel as a page of its own. */
export function RelatedToProduct({ product, similar, listingPath }: RelatedToProductProps) {
  return (
    <div className="related">
      <PageTitle>{`Similar Products: ${product.name}`}</PageTitle>
      <h1>Similar Products</h1>
      <p className="related__intro">
        More like <Link to={`/product/${product.id}`}>{product.name}</Link>
        {product.subcategory && ` in ${product.subcategory}`}.
      </p>
      <WidgetBoundary>
        <SimilarProducts similar={similar} headingLevel="h2" />
      </WidgetBoundary>
      {listingPath !== null && (
        <p>
          <Link to={listingPath} className="button button--secondary">
            See all {product.subcategory}
          </Link>
        </p>
      )}
    </div>
  );
}

/** /related-products with nothing to relate to yet: what is popular right now. */
export function TrendingProducts({ trending }: { trending: SettledPart<ProductCardData[]> }) {
  return (
    <div className="related">
      <PageTitle>{TRENDING_GROUP_NAME}</PageTitle>
      <h1>{TRENDING_GROUP_NAME}</h1>
      <p className="related__intro">
        Popular with shoppers right now. Open any product and this page shows products similar to it.
      </p>
      <WidgetBoundary>
        {trending.status === "error" && <p className="muted">Popular products could not be loaded right now.</p>}
        {trending.status === "loaded" &&
          (trending.data.length > 0 ? (
            <ProductCarousel label={TRENDING_GROUP_NAME} products={trending.data} headingLevel="h2" />
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
