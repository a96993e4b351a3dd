import type { ReactNode } from "react";
import { Link } from "react-router";
import { StatusPanel } from "@/components/status-panel";

/** SPEC.md section 8's missing-order texts, with the way to the order list. */
export function OrderNotFound({ message, children }: { message: string; children?: ReactNode }) {
  return (
    <StatusPanel>
      <p>{message}</p>
      {children}
      <Link to="/your-orders" className="button">
        Go to your orders
      </Link>
    </StatusPanel>
  );
}
