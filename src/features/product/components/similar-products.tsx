import type { ProductCardData } from "@/domain/product";
import type { SettledPart } from "@/lib/load-result";
import { useI18n } from "@/lib/i18n/i18n-context";
import { ProductCarousel } from "@/components/product-carousel";

interface SimilarProductsProps {
  /** Read with the page by its route loader; null when the product is filed under no category. */
  similar: SettledPart<ProductCardData[] | null>;
  /** The level of the product names inside the cards (one below the section heading). */
  headingLevel?: "h2" | "h3";
}

/** The Similar Products carousel: the same subcategory, without the product itself. */
export function SimilarProducts({ similar, headingLevel }: SimilarProductsProps) {
  const { t } = useI18n();
  if (similar.status === "error") return <p className="muted">{t("product.similarFailed")}</p>;
  if (similar.data === null || similar.data.length === 0) return <p className="muted">{t("product.noSimilar")}</p>;
  return <ProductCarousel label={t("product.similar")} products={similar.data} headingLevel={headingLevel} />;
}
