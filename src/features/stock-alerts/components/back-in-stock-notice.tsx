import { useState } from "react";
import { Link, useLocation } from "react-router";
import { backInStockNotice, STOCK_ALERTS_PATH } from "@/domain/stock-alerts";
import { useStockAlerts } from "@/features/stock-alerts/hooks/use-stock-alerts";
import "./stock-alerts.css";

/**
 * "N products you asked about are back in stock", linking to the list, on every page of a visit
 * while the customer has alerts back in stock they have not seen on the list. Opening the list
 * ends it (the list marks them seen); Close hides it until the next page load. It floats at the
 * bottom of the window, so it moves nothing on the page when it appears.
 */
export function BackInStockNotice() {
  const { view } = useStockAlerts();
  const { pathname } = useLocation();
  const [closedFor, setClosedFor] = useState<string | null>(null);
  if (view.status !== "loaded") return null;
  const ids = view.body.backInStock;
  const key = ids.join(",");
  if (ids.length === 0 || closedFor === key || pathname.toLowerCase() === STOCK_ALERTS_PATH) return null;
  return (
    <aside className="stock-notice" aria-label="Back in stock">
      <p className="stock-notice__text" role="status">
        <Link to={STOCK_ALERTS_PATH}>{backInStockNotice(ids.length)}</Link>
      </p>
      <button type="button" className="stock-notice__close" onClick={() => setClosedFor(key)}>
        Close
      </button>
    </aside>
  );
}
