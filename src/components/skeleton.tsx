/**
 * Placeholders with the size of what is coming, so the page does not jump when data arrives.
 */
interface SkeletonProps {
  className?: string;
  /** Accessible text for the whole loading region (one per region, not per block). */
  label?: string;
}

export function Skeleton({ className = "" }: Omit<SkeletonProps, "label">) {
  return <span className={`skeleton ${className}`} aria-hidden="true" />;
}

/** A grid of product-card-shaped placeholders. */
export function ProductGridSkeleton({ count = 12, label = "Loading products..." }: { count?: number; label?: string }) {
  return (
    <div role="status" aria-live="polite">
      <span className="visually-hidden">{label}</span>
      <ul className="product-grid product-grid--skeleton" aria-hidden="true">
        {Array.from({ length: count }, (_, index) => (
          <li key={index} className="product-card product-card--skeleton">
            <Skeleton className="skeleton--image" />
            <Skeleton className="skeleton--line" />
            <Skeleton className="skeleton--line" />
            <Skeleton className="skeleton--line skeleton--short" />
          </li>
        ))}
      </ul>
    </div>
  );
}
