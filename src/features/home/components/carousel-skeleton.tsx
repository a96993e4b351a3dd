import type { CSSProperties } from "react";
import { Skeleton } from "../../../components/skeleton";
import type { SlidesPerView } from "../../../components/carousel";
import "./home.css";

interface CarouselSkeletonProps {
  label: string;
  perView: SlidesPerView;
}

/**
 * A product carousel while its data loads: the carousel's own layout classes and per-view
 * breakpoints with card-shaped blocks of the real cards' size, so nothing moves when it arrives.
 */
export function CarouselSkeleton({ label, perView }: CarouselSkeletonProps) {
  const count = perView.wide;
  const style = {
    "--per-view": perView.wide,
    "--per-view-lg": perView.large ?? perView.wide,
    "--per-view-md": perView.medium ?? perView.large ?? perView.wide,
    "--per-view-sm": perView.small ?? perView.medium ?? perView.large ?? perView.wide,
  } as CSSProperties;
  return (
    <div className="carousel home-carousel" style={style} role="status">
      <span className="visually-hidden">{label}</span>
      <div className="carousel__viewport" aria-hidden="true">
        <ul className="carousel__container">
          {Array.from({ length: count }, (_, index) => (
            <li key={index} className="carousel__slide">
              <ProductCardSkeleton />
            </li>
          ))}
        </ul>
      </div>
      <div className="carousel__controls home-skeleton-controls" aria-hidden="true" />
    </div>
  );
}

/** One product card's shape: square picture, two-line name, stars and price. */
export function ProductCardSkeleton() {
  return (
    <div className="product-card home-card-skeleton">
      <Skeleton className="skeleton--image" />
      <Skeleton className="home-card-skeleton__name" />
      <Skeleton className="home-card-skeleton__rating" />
      <Skeleton className="home-card-skeleton__price" />
    </div>
  );
}
