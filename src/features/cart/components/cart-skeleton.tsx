import { Skeleton } from "@/components/skeleton";

const SKELETON_LINES = 3;

/**
 * Cart-line-shaped placeholders. `label` makes it the loading status; without one it is only
 * the picture of a cart that is not there (SPEC.md section 4: on failure a loader shows).
 */
export function CartSkeleton({ label }: { label?: string }) {
  const rows = (
    <ul className="cart-skeleton" aria-hidden="true">
      {Array.from({ length: SKELETON_LINES }, (_, index) => (
        <li key={index} className="cart-line cart-line--skeleton">
          <Skeleton className="cart-skeleton__check" />
          <Skeleton className="cart-skeleton__image" />
          <div className="cart-line__body">
            <Skeleton className="skeleton--line skeleton--short" />
            <Skeleton className="skeleton--line" />
            <Skeleton className="skeleton--line skeleton--short" />
            <Skeleton className="cart-skeleton__actions" />
          </div>
        </li>
      ))}
    </ul>
  );
  if (!label) return rows;
  return (
    <div role="status">
      <span className="visually-hidden">{label}</span>
      {rows}
    </div>
  );
}
