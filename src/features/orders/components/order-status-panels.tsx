import type { ReactNode } from "react";
import { Link } from "react-router";
import { StatusPanel } from "@/components/status-panel";
import type { ApiError } from "@/lib/api-client";
import { ordersErrorText } from "@/features/orders/utils/order-text";

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

/** A failed orders load: 'Error: ...' (SPEC.md section 8) and a way to try again. */
export function OrdersLoadProblem({ error, onRetry }: { error: ApiError; onRetry: () => void }) {
  return (
    <div className="status-panel orders-problem">
      <p role="alert">{ordersErrorText(error)}</p>
      <button type="button" className="button button--secondary" onClick={onRetry}>
        Retry
      </button>
    </div>
  );
}
