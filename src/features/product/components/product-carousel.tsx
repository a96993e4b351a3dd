import { Carousel } from "../../../components/carousel";
import { ProductCard } from "../../../components/product-card";
import { Skeleton } from "../../../components/skeleton";
import type { Product } from "../../../domain/product";
import { CAROUSEL_NAME_WORDS } from "../../../domain/text";

/**
 * SPEC.md section 9: similar products show 5 slides, fewer as the screen narrows. Phones keep two
 * (as the catalogue grid does): one card would fill the whole screen.
 */
export const SIMILAR_PER_VIEW = { wide: 5, large: 3, medium: 2, small: 2 };

interface ProductCarouselProps {
  label: string;
  products: Product[];
  headingLevel?: "h2" | "h3";
}

/** A row of product cards (names shortened to 3 words), pictures loaded as they scroll in. */
export function ProductCarousel({ label, products, headingLevel = "h3" }: ProductCarouselProps) {
  return (
    <Carousel
      label={label}
      className="product-carousel"
      perView={SIMILAR_PER_VIEW}
      loop={false}
      slides={products.map((product) => (
        <ProductCard key={product.id} product={product} nameWords={CAROUSEL_NAME_WORDS} headingLevel={headingLevel} />
      ))}
    />
  );
}

/** A carousel-shaped placeholder while the products load. */
export function ProductCarouselSkeleton({ label }: { label: string }) {
  return (
    <div className="product-carousel-skeleton" role="status">
      <span className="visually-hidden">{label}</span>
      <ul aria-hidden="true">
        {Array.from({ length: SIMILAR_PER_VIEW.wide }, (_, index) => (
          <li key={index} className="product-card product-card--skeleton">
            <Skeleton className="skeleton--image" />
            <Skeleton className="skeleton--line" />
            <Skeleton className="skeleton--line skeleton--short" />
          </li>
        ))}
      </ul>
    </div>
  );
}
