/**
 * The shop API's wishlist and stock-alert payloads (shop-api/src/routes/wishlists.ts and
 * stock-alerts.ts, decision 041), vendor field names and all, and their reshape into the
 * storefront's types. Only the shop API client uses them.
 */
import * as v from "valibot";
import type { StockAlertRecord } from "@domain/stock-alerts";
import { VendorIdSchema, VendorOkStatus } from "./shop-api-schemas";

/** get_wishlist, replace_wishlist: the list, newest first. */
export const VendorWishlistSchema = v.object({
  status: VendorOkStatus,
  data: v.array(v.object({ prod_id: VendorIdSchema })),
});

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

/** merge_wishlist, merge_stock_alerts: how many the carry-over added. */
export const VendorMergedSchema = v.object({
  status: VendorOkStatus,
  added: v.pipe(v.number(), v.integer(), v.minValue(0)),
});

export function reshapeWishlist(body: v.InferOutput<typeof VendorWishlistSchema>): number[] {
  return body.data.map((row) => row.prod_id);
}

/** The alerts as the storefront's rules read them (stockAlertsBody). */
export function reshapeStockAlerts(body: v.InferOutput<typeof VendorStockAlertsSchema>): StockAlertRecord {
  return {
    items: body.data.map((row) => ({ id: row.prod_id, name: row.name })),
    seen: body.data.filter((row) => row.seen).map((row) => row.prod_id),
  };
}
