import { Carousel, type SlidesPerView } from "../../../components/carousel";
import { ProductCard } from "../../../components/product-card";
import type { Product } from "../../../domain/product";
import { CAROUSEL_NAME_WORDS } from "../../../domain/text";
import { CarouselSkeleton } from "./carousel-skeleton";
import "./home.css";

/** Like the similar-products row (SPEC.md section 9: 5 slides), fewer on small screens. */
export const PRODUCT_CAROUSEL_PER_VIEW: SlidesPerView = { wide: 5, large: 4, medium: 2, small: 2 };

interface ProductCarouselProps {
  title: string;
  /** null while the header groups load. */
  products: Product[] | null;
}

export function ProductCarousel({ title, products }: ProductCarouselProps) {
  if (products?.length === 0) return null;
  return (
    <div className="home-section">
      <div className="home-section__head">
        <h2 className="home-section__title">
          {title}
        </h2>
      </div>
      {products === null ? (
        <CarouselSkeleton label={`Loading ${title}...`} perView={PRODUCT_CAROUSEL_PER_VIEW} />
      ) : (
        <Carousel
          className="home-carousel"
          label={title}
          slides={products.map((product) => (
            <ProductCard key={product.id} product={product} nameWords={CAROUSEL_NAME_WORDS} />
          ))}
          perView={PRODUCT_CAROUSEL_PER_VIEW}
        />
      )}
    </div>
  );
}
