/** The shape of an order screen (summary, then lines) while its order loads. */
export function OrderDetailSkeleton({ label }: { label: string }) {
  return (
    <div role="status">
      <span className="visually-hidden">{label}</span>
      <div className="panel orders-panel" aria-hidden="true">
        <span className="skeleton skeleton--line skeleton--short" />
        <span className="skeleton skeleton--line" />
        {Array.from({ length: 2 }, (_, index) => (
          <OrderLineSkeleton key={index} />
        ))}
      </div>
    </div>
  );
}

/** One order line's placeholder: the image and two lines of text. */
export function OrderLineSkeleton() {
  return (
    <span className="order-line">
      <span className="skeleton order-line__image" />
      <span className="order-line__text">
        <span className="skeleton skeleton--line" />
        <span className="skeleton skeleton--line skeleton--short" />
      </span>
    </span>
  );
}
