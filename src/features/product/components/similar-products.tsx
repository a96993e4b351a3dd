import type { Product } from "@/domain/product";
import { useSimilarProducts } from "@/features/product/api/get-similar-products";
import { ProductCarousel } from "@/components/product-carousel";

interface SimilarProductsProps {
  product: Pick<Product, "id" | "name" | "subcategoryId" | "categoryId">;
  /** The level of the product names inside the cards (one below the section heading). */
  headingLevel?: "h2" | "h3";
}

/** The Similar Products carousel: the same subcategory, without the product itself. */
export function SimilarProducts({ product, headingLevel }: SimilarProductsProps) {
  const similar = useSimilarProducts(product);
  if (similar.status === "loading") return <ProductCarousel label="Similar Products" products={null} />;
  if (similar.status === "error") return <p className="muted">Similar products could not be loaded right now.</p>;
  if (similar.status === "none" || similar.data.length === 0) return <p className="muted">No similar products yet.</p>;
  return <ProductCarousel label="Similar Products" products={similar.data} headingLevel={headingLevel} />;
}
