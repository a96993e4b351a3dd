import type { Config } from "@netlify/functions";
import { parseIdText } from "@domain/ids";
import { StockAlertsSeenSchema } from "@domain/stock-alerts";
import { HttpError, json, readJson } from "./_shared/http";
import { customer, endpoint } from "./_shared/route";
import { addStockAlert, listStockAlerts, markStockAlertsSeen, removeStockAlert } from "./_shared/stock-alerts";

export const config: Config = {
  path: ["/api/stock-alerts", "/api/stock-alerts/seen", "/api/stock-alerts/:id"],
};

function productIdOf(params: Record<string, string>): number {
  const id = parseIdText(params.id);
  if (id === null) {
    throw new HttpError(400, "validation_failed", "The product id must be a whole number of 1 or more.", {
      fields: { id: "Must be a whole number of 1 or more." },
    });
  }
  return id;
}

/** Back-in-stock alerts (functions/_shared/stock-alerts.ts). */
export default endpoint(config, {
  "/api/stock-alerts": { GET: customer(async (ctx) => json(await listStockAlerts(ctx))) },
  "/api/stock-alerts/seen": {
    POST: customer(async (ctx) =>
      json(await markStockAlertsSeen(ctx, (await readJson(ctx.req, StockAlertsSeenSchema)).ids)),
    ),
  },
  "/api/stock-alerts/:id": {
    PUT: customer(async (ctx) => json(await addStockAlert(ctx, productIdOf(ctx.params)))),
    DELETE: customer(async (ctx) => json(await removeStockAlert(ctx, productIdOf(ctx.params)))),
  },
});
