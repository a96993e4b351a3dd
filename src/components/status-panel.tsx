import type { ReactNode } from "react";
import { Link } from "react-router";

/** A centred panel in place of a list that has nothing to show, or could not be loaded. */
export function StatusPanel({ children, role }: { children: ReactNode; role?: "alert" }) {
  return (
    <div className="status-panel" role={role}>
      {children}
    </div>
  );
}

/** A message with the one way on from it (back to the cart, sign in, the products). */
export function LinkPanel({ message, to, label }: { message: string; to: string; label: string }) {
  return (
    <StatusPanel>
      <p>{message}</p>
      <Link to={to} className="button">
        {label}
      </Link>
    </StatusPanel>
  );
}
