import type { ReactNode } from "react";
import { Link } from "react-router-dom";

/** A centred panel in place of a list that has nothing to show, or could not be loaded. */
export function StatusPanel({ children, role }: { children: ReactNode; role?: "alert" }) {
  return (
    <div className="status-panel" role={role}>
      {children}
    </div>
  );
}

/** An empty list (cart, wishlist, compare): what is empty, and the way back to the products. */
export function EmptyState({ message }: { message: string }) {
  return (
    <StatusPanel>
      <p>{message}</p>
      <Link to="/all-product" className="button">
        Browse products
      </Link>
    </StatusPanel>
  );
}
