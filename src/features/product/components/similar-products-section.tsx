import { WidgetBoundary } from "@/components/widget-boundary";
import type { Product } from "@/domain/product";
import { SimilarProducts } from "./similar-products";

/** The product page's Similar Products block; a failure in it leaves the rest of the page working. */
export function SimilarProductsSection({
  product,
}: {
  product: Pick<Product, "id" | "name" | "subcategoryId" | "categoryId">;
}) {
  return (
    // Not a landmark itself: the carousel inside is the "Similar Products" region.
    <div className="product-similar">
      <h2>Similar Products</h2>
      <WidgetBoundary>
        <SimilarProducts product={product} />
      </WidgetBoundary>
    </div>
  );
}
