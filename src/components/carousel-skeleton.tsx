import type { CSSProperties } from "react";
import { perViewStyle, type SlidesPerView } from "./carousel";
import { Skeleton } from "./skeleton";

interface CarouselSkeletonProps {
  label: string;
  perView: SlidesPerView;
  className?: string;
}

/**
 * A product carousel while its data loads: the carousel's own layout classes and per-view
 * breakpoints with card-shaped blocks of the real cards' size, so nothing moves when it arrives.
 */
export function CarouselSkeleton({ label, perView, className = "" }: CarouselSkeletonProps) {
  return (
    <div className={`carousel ${className}`} style={perViewStyle(perView) as CSSProperties} role="status">
      <span className="visually-hidden">{label}</span>
      <div className="carousel__viewport" aria-hidden="true">
        <ul className="carousel__container">
          {Array.from({ length: perView.wide }, (_, index) => (
            <li key={index} className="carousel__slide">
              <ProductCardSkeleton />
            </li>
          ))}
        </ul>
      </div>
      <div className="carousel__controls carousel__controls--skeleton" aria-hidden="true" />
    </div>
  );
}

/** One product card's shape: square picture, two-line name, stars and price. */
export function ProductCardSkeleton() {
  return (
    <div className="product-card card-skeleton">
      <Skeleton className="skeleton--image" />
      <Skeleton className="card-skeleton__name" />
      <Skeleton className="card-skeleton__rating" />
      <Skeleton className="card-skeleton__price" />
    </div>
  );
}
