import { Link } from "react-router";

/** Where a shopper goes after a confirmation or a cancellation. */
export function OrderActions() {
  return (
    <div className="orders-actions">
      <Link className="button" to="/your-orders">
        View your orders
      </Link>
      <Link className="button button--secondary" to="/all-product">
        Continue shopping
      </Link>
    </div>
  );
}
