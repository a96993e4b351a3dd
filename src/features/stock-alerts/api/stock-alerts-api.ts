import { StockAlertsBodySchema, type StockAlertsBody } from "@/domain/stock-alerts";
import { apiGet, apiSend } from "@/lib/api-client";

/** GET /api/stock-alerts: the customer's alerts, each with its product's state now. */
export function getStockAlerts(signal?: AbortSignal): Promise<StockAlertsBody> {
  return apiGet("/api/stock-alerts", StockAlertsBodySchema, { signal });
}

/** PUT /api/stock-alerts/{id}: follow a sold-out product (409 when in stock or the list is full). */
export function addStockAlert(productId: number): Promise<StockAlertsBody> {
  return apiSend("PUT", `/api/stock-alerts/${productId}`, undefined, StockAlertsBodySchema);
}

/** DELETE /api/stock-alerts/{id}: stop following it. */
export function removeStockAlert(productId: number): Promise<StockAlertsBody> {
  return apiSend("DELETE", `/api/stock-alerts/${productId}`, undefined, StockAlertsBodySchema);
}

/** POST /api/stock-alerts/seen: the list has shown these products in stock; the notice stops counting them. */
export function markStockAlertsSeen(ids: readonly number[]): Promise<StockAlertsBody> {
  return apiSend("POST", "/api/stock-alerts/seen", { ids }, StockAlertsBodySchema);
}
