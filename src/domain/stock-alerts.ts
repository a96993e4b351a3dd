/**
 * Back-in-stock alerts (issue 16): the sold-out products a customer asked to hear about, newest
 * first, at most 50, kept per customer behind /api/stock-alerts. The storefront tells the customer
 * on their next visit, and an email on each return to stock (docs/design-notes.md, "Back in stock
 * alerts"; decision 028).
 */
import * as v from "valibot";
import { IdSchema } from "./ids";
import { ProductSchema, type Product } from "./product";

export const STOCK_ALERTS_MAX_ITEMS = 50;
export const STOCK_ALERTS_FULL = `You can follow at most ${STOCK_ALERTS_MAX_ITEMS} products. Remove one to add another.`;
export const STOCK_ALERTS_PATH = "/stock-alerts";

const uniqueIds = (ids: number[]) => new Set(ids).size === ids.length;

/** What is stored per customer: each product once (with its name, for when it leaves the catalogue). */
export const StockAlertRecordSchema = v.object({
  items: v.pipe(
    v.array(v.object({ id: IdSchema, name: v.string() })),
    v.maxLength(STOCK_ALERTS_MAX_ITEMS),
    v.check((items) => uniqueIds(items.map((item) => item.id))),
  ),
  /** Products the customer has already been shown in stock on the list: the notice leaves them out. */
  seen: v.pipe(v.array(IdSchema), v.check(uniqueIds)),
});
export type StockAlertRecord = v.InferOutput<typeof StockAlertRecordSchema>;

export const StockAlertStateSchema = v.picklist(["in-stock", "sold-out", "gone"]);
export type StockAlertState = v.InferOutput<typeof StockAlertStateSchema>;

export const StockAlertSchema = v.object({
  productId: IdSchema,
  name: v.string(),
  state: StockAlertStateSchema,
  /** The product as the catalogue has it now; null once it is no longer sold. */
  product: v.nullable(ProductSchema),
});
export type StockAlert = v.InferOutput<typeof StockAlertSchema>;

/** GET /api/stock-alerts and the answer of every change. */
export const StockAlertsBodySchema = v.object({
  alerts: v.array(StockAlertSchema),
  /** The alerts in stock that the customer has not seen on the list yet: what the notice counts. */
  backInStock: v.array(IdSchema),
});
export type StockAlertsBody = v.InferOutput<typeof StockAlertsBodySchema>;

/** POST /api/stock-alerts/seen: the in-stock products the list has just shown. */
export const StockAlertsSeenSchema = v.object({
  ids: v.pipe(
    v.array(IdSchema, "ids must be a list of product ids."),
    v.maxLength(STOCK_ALERTS_MAX_ITEMS, `At most ${STOCK_ALERTS_MAX_ITEMS} ids.`),
  ),
});

export function stockAlertState(product: Product | undefined): StockAlertState {
  if (!product) return "gone";
  return product.stock > 0 ? "in-stock" : "sold-out";
}

/** The list as the customer sees it, from the stored record and the catalogue's products now. */
export function stockAlertsBody(record: StockAlertRecord, products: ReadonlyMap<number, Product>): StockAlertsBody {
  const alerts = record.items.map(({ id, name }): StockAlert => {
    const product = products.get(id);
    return { productId: id, name: product?.name ?? name, state: stockAlertState(product), product: product ?? null };
  });
  const backInStock = alerts
    .filter((alert) => alert.state === "in-stock" && !record.seen.includes(alert.productId))
    .map((alert) => alert.productId);
  return { alerts, backInStock };
}

/**
 * The page a back-in-stock email's stop link opens (decision 028): it asks before it stops, since
 * mail scanners open every link in a message; only the confirm button's POST stops the alerts.
 */
export const STOCK_ALERTS_STOP_PATH = "/stock-alerts/stop";
export const STOP_ALERTS_FAILED = "Your alerts could not be stopped just now. Please try again in a minute.";

/** What the stop page shows: the link's state, and after the POST, what it did. */
export type StopAlertsPage =
  | { status: "invalid" }
  | { status: "confirm"; token: string; count: number }
  | { status: "none" }
  | { status: "stopped" }
  | { status: "failed"; token: string };
