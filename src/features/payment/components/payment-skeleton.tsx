import { Skeleton } from "@/components/skeleton";

/** The payment page's shape while nobody knows yet who is paying. */
export function PaymentSkeleton() {
  return (
    <div role="status" className="payment-layout">
      <span className="visually-hidden">Loading the payment page...</span>
      <div className="panel payment-card" aria-hidden="true">
        {Array.from({ length: 5 }, (_, index) => (
          <Skeleton key={index} className="skeleton--line" />
        ))}
      </div>
      <div className="panel payment-card" aria-hidden="true">
        {Array.from({ length: 6 }, (_, index) => (
          <Skeleton key={index} className="skeleton--line" />
        ))}
      </div>
    </div>
  );
}
