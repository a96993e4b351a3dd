import { PRODUCT_CAROUSEL_PER_VIEW, ProductCarousel } from "@/components/product-carousel";
import type { ProductCardData } from "@/domain/product";
import "./home.css";

/** The home page's product row, with the shop's one product carousel (5 per view, fewer on small screens). */
export const HOME_CAROUSEL_PER_VIEW = { ...PRODUCT_CAROUSEL_PER_VIEW, large: 4 };

interface HomeProductCarouselProps {
  title: string;
  products: ProductCardData[];
}

export function HomeProductCarousel({ title, products }: HomeProductCarouselProps) {
  if (products.length === 0) return null;
  return (
    <div className="home-section home-row">
      <div className="home-section__head">
        <h2 className="home-section__title">{title}</h2>
      </div>
      <ProductCarousel
        label={title}
        products={products}
        perView={HOME_CAROUSEL_PER_VIEW}
        loop
        className="home-carousel"
      />
    </div>
  );
}
