/**
 * A placeholder with the size of what is coming, so the page does not jump when data arrives. Its
 * region says it is loading, once (the blocks are hidden from assistive technology).
 */
export function Skeleton({ className = "" }: { className?: string }) {
  return <span className={`skeleton ${className}`} aria-hidden="true" />;
}
