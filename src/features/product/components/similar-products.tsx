import type { ProductCardData } from "@/domain/product";
import type { SettledPart } from "@/lib/load-result";
import { ProductCarousel } from "@/components/product-carousel";

interface SimilarProductsProps {
  /** Read with the page by its route loader; null when the product is filed under no category. */
  similar: SettledPart<ProductCardData[] | null>;
  /** The level of the product names inside the cards (one below the section heading). */
  headingLevel?: "h2" | "h3";
}

/** The Similar Products carousel: the same subcategory, without the product itself. */
export function SimilarProducts({ similar, headingLevel }: SimilarProductsProps) {
  if (similar.status === "error") return <p className="muted">Similar products could not be loaded right now.</p>;
  if (similar.data === null || similar.data.length === 0) return <p className="muted">No similar products yet.</p>;
  return <ProductCarousel label="Similar Products" products={similar.data} headingLevel={headingLevel} />;
}
