import { Carousel, slideImageSizes, type SlidesPerView } from "./carousel";
import { ProductCard } from "./product-card";
import type { ProductCardData } from "@/domain/product";
import { CAROUSEL_NAME_WORDS } from "@/domain/text";

/**
 * SPEC.md section 9: similar products show 5 slides, fewer as the screen narrows. Phones keep two
 * (as the catalogue grid does): one card would fill the whole screen.
 */
export const PRODUCT_CAROUSEL_PER_VIEW: SlidesPerView = { wide: 5, large: 3, medium: 2, small: 2 };

interface ProductCarouselProps {
  label: string;
  /** A row still loading is its caller's skeleton (CarouselSkeleton), kept out of the home page's code. */
  products: ProductCardData[];
  perView?: SlidesPerView;
  headingLevel?: "h2" | "h3";
  loop?: boolean;
  className?: string;
}

/** A row of product cards (names shortened to 3 words), pictures loaded as they scroll in. */
export function ProductCarousel({
  label,
  products,
  perView = PRODUCT_CAROUSEL_PER_VIEW,
  headingLevel = "h3",
  loop = false,
  className = "product-carousel",
}: ProductCarouselProps) {
  const imageSizes = slideImageSizes(perView);
  return (
    <Carousel
      label={label}
      className={className}
      perView={perView}
      loop={loop}
      slides={products.map((product) => (
        <ProductCard
          key={product.id}
          product={product}
          nameWords={CAROUSEL_NAME_WORDS}
          headingLevel={headingLevel}
          imageSizes={imageSizes}
        />
      ))}
    />
  );
}
