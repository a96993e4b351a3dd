import { Skeleton } from "../../../components/skeleton";
import "./product.css";

/** The product page's layout in grey while the product loads, so nothing jumps when it arrives. */
export function ProductSkeleton() {
  return (
    <div className="product" role="status">
      <span className="visually-hidden">Loading product...</span>
      <div className="product__layout" aria-hidden="true">
        <div className="product-gallery">
          <Skeleton className="product-skeleton__image" />
          <div className="product-gallery__thumbs">
            <Skeleton className="product-skeleton__thumb" />
            <Skeleton className="product-skeleton__thumb" />
            <Skeleton className="product-skeleton__thumb" />
          </div>
        </div>
        <div className="product__info">
          <Skeleton className="skeleton--line product-skeleton__short" />
          <Skeleton className="product-skeleton__title" />
          <Skeleton className="skeleton--line product-skeleton__short" />
          <Skeleton className="product-skeleton__price" />
          <div className="product-skeleton__boxes">
            <Skeleton className="product-skeleton__box" />
            <Skeleton className="product-skeleton__box" />
          </div>
          <Skeleton className="product-skeleton__chips" />
          <Skeleton className="product-skeleton__chips" />
          <Skeleton className="product-skeleton__button" />
        </div>
      </div>
    </div>
  );
}
