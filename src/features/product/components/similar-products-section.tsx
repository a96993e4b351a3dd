import { WidgetBoundary } from "@/components/widget-boundary";
import type { ProductCardData } from "@/domain/product";
import type { SettledPart } from "@/lib/load-result";
import { useI18n } from "@/lib/i18n/i18n-context";
import { SimilarProducts } from "./similar-products";

/** The product page's Similar Products block; a failure in it leaves the rest of the page working. */
export function SimilarProductsSection({ similar }: { similar: SettledPart<ProductCardData[] | null> }) {
  const { t } = useI18n();
  return (
    // Not a landmark itself: the carousel inside is the "Similar Products" region.
    <div className="product-similar">
      <h2>{t("product.similar")}</h2>
      <WidgetBoundary>
        <SimilarProducts similar={similar} />
      </WidgetBoundary>
    </div>
  );
}
