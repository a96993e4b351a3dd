import { useState } from "react";
import { useSearchParams } from "react-router-dom";
import { parseIdText } from "../../domain/ids";
import { ProductNotFound } from "../../features/product/components/product-not-found";
import { RelatedToProduct, TrendingProducts } from "../../features/product/components/related-products";
import { lastViewedProductId } from "../../features/product/utils/last-viewed";

/**
 * /related-products (SPEC.md: the Similar products carousel as a screen). ?id={productId} shows
 * products like that one; without it, products like the one last viewed in this tab; with no
 * history yet, what is trending, so the page is never empty.
 */
function RelatedProductsRoute() {
  const [params] = useSearchParams();
  const idText = params.get("id");
  // Read once: the history may change while this page is open, the page should not jump.
  const [lastViewed] = useState(lastViewedProductId);

  if (idText !== null) {
    const productId = parseIdText(idText);
    if (productId === null) return <ProductNotFound />;
    return <RelatedToProduct key={productId} productId={productId} fromHistory={false} />;
  }
  if (lastViewed !== null) return <RelatedToProduct key={lastViewed} productId={lastViewed} fromHistory />;
  return <TrendingProducts />;
}

export { RelatedProductsRoute as Component };
