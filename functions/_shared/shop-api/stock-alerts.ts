/** The customer's back-in-stock alerts (decision 041, shop-api/src/routes/stock-alerts.ts). */
import * as v from "valibot";
import type { StockAlertRecord } from "@domain/stock-alerts";
import { READS, type Transport } from "./transport";
import { VendorIdSchema, VendorMergedSchema, VendorOkStatus } from "./vendor";

/** get_stock_alerts and every change of them: the alerts, newest first. */
export const VendorStockAlertsSchema = v.object({
  status: VendorOkStatus,
  data: v.array(v.object({ prod_id: VendorIdSchema, name: v.string(), seen: v.boolean() })),
});

/** stop_stock_alerts: how many alerts there were. */
export const VendorStoppedAlertsSchema = v.object({
  status: VendorOkStatus,
  stopped: v.pipe(v.number(), v.integer(), v.minValue(0)),
});

/** The alerts as the storefront's rules read them (stockAlertsBody). */
export function reshapeStockAlerts(body: v.InferOutput<typeof VendorStockAlertsSchema>): StockAlertRecord {
  return {
    items: body.data.map((row) => ({ id: row.prod_id, name: row.name })),
    seen: body.data.filter((row) => row.seen).map((row) => row.prod_id),
  };
}

export function stockAlertCalls({ call }: Transport) {
  return {
    /** POST /api/get_stock_alerts: the products the customer follows, newest first, and which were seen back. */
    async getStockAlerts(customerId: number): Promise<StockAlertRecord> {
      return reshapeStockAlerts(
        await call("POST", "get_stock_alerts", VendorStockAlertsSchema, { userid: customerId }, READS),
      );
    },

    /** POST /api/add_stock_alert: follows the product, once; a 409 ShopApiRefusal when the list is full. */
    async addStockAlert(customerId: number, productId: number): Promise<StockAlertRecord> {
      return reshapeStockAlerts(
        await call("POST", "add_stock_alert", VendorStockAlertsSchema, { userid: customerId, prod_id: productId }),
      );
    },

    /** POST /api/remove_stock_alert: the alert is gone (or was never there). */
    async removeStockAlert(customerId: number, productId: number): Promise<StockAlertRecord> {
      return reshapeStockAlerts(
        await call("POST", "remove_stock_alert", VendorStockAlertsSchema, { userid: customerId, prod_id: productId }),
      );
    },

    /** POST /api/mark_stock_alerts_seen: these are seen back in stock, the others not. */
    async markStockAlertsSeen(customerId: number, productIds: readonly number[]): Promise<StockAlertRecord> {
      return reshapeStockAlerts(
        await call("POST", "mark_stock_alerts_seen", VendorStockAlertsSchema, {
          userid: customerId,
          prod_ids: productIds,
        }),
      );
    },

    /** POST /api/stop_stock_alerts: every alert of the customer stops; how many there were. */
    async stopStockAlerts(customerId: number): Promise<number> {
      return (await call("POST", "stop_stock_alerts", VendorStoppedAlertsSchema, { userid: customerId })).stopped;
    },

    /** POST /api/merge_stock_alerts, the carry-over of the alerts, as mergeWishlist; how many were added. */
    async mergeStockAlerts(customerId: number, record: StockAlertRecord): Promise<number> {
      const alerts = record.items.map((item) => ({
        prod_id: item.id,
        name: item.name,
        seen: record.seen.includes(item.id),
      }));
      return (await call("POST", "merge_stock_alerts", VendorMergedSchema, { userid: customerId, alerts })).added;
    },
  };
}
