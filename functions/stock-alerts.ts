import type { Config } from "@netlify/functions";
import { parseIdText } from "@domain/ids";
import type { Product } from "@domain/product";
import {
  STOCK_ALERTS_FULL,
  STOCK_ALERTS_MAX_ITEMS,
  stockAlertsBody,
  StockAlertsSeenSchema,
  type StockAlertRecord,
} from "@domain/stock-alerts";
import { withFallback } from "./_shared/catalogue-extensions";
import { getConfig } from "./_shared/config";
import { HttpError, json, readJson } from "./_shared/http";
import { customer, endpoint, type CustomerContext } from "./_shared/route";
import type { ShopApiClient } from "./_shared/shop-api-client";
import { alertRecords, NO_ALERTS as EMPTY } from "./_shared/stock-alert-records";

export const config: Config = {
  path: ["/api/stock-alerts", "/api/stock-alerts/seen", "/api/stock-alerts/:id"],
};

/**
 * Back-in-stock alerts (issue 16): the shop API has no such call, so like the wishlist the list is
 * a record per customer in Netlify Blobs. Each answer joins the stored ids with the catalogue now:
 * whether each product is in stock, sold out or no longer sold, and which ones the customer has
 * not yet seen back in stock (the storefront's notice). The scheduled mail-outbox run emails each
 * alert once per return to stock (decision 028).
 */

async function productsById(shopApi: ShopApiClient, ids: readonly number[]): Promise<Map<number, Product>> {
  if (ids.length === 0) return new Map();
  const products = await withFallback(
    getConfig().shopApiUrl,
    () => shopApi.getProductsByIds(ids),
    async () => {
      const wanted = new Set(ids);
      return (await shopApi.getProducts()).filter((product) => wanted.has(product.id));
    },
  );
  return new Map(products.map((product) => [product.id, product]));
}

async function answer(shopApi: ShopApiClient, record: StockAlertRecord): Promise<Response> {
  const products = await productsById(
    shopApi,
    record.items.map((item) => item.id),
  );
  return json(stockAlertsBody(record, products));
}

function productIdOf(params: Record<string, string>): number {
  const id = parseIdText(params.id);
  if (id === null) {
    throw new HttpError(400, "validation_failed", "The product id must be a whole number of 1 or more.", {
      fields: { id: "Must be a whole number of 1 or more." },
    });
  }
  return id;
}

/** Only a sold-out product can be followed; it goes first (newest first), once. */
async function addAlert({ params, customer, shopApi }: CustomerContext): Promise<Response> {
  const id = productIdOf(params);
  const product = await shopApi.getProduct(id);
  if (!product) throw new HttpError(404, "product_not_found", "Product not found.");
  const record = await alertRecords.change(customer.id, (stored) => {
    const current = stored ?? EMPTY;
    if (current.items.some((item) => item.id === id)) return { result: current };
    if (product.stock > 0) {
      throw new HttpError(409, "in_stock", `${product.name} is in stock: you can add it to your cart now.`);
    }
    if (current.items.length >= STOCK_ALERTS_MAX_ITEMS) throw new HttpError(409, "list_full", STOCK_ALERTS_FULL);
    const next: StockAlertRecord = {
      items: [{ id, name: product.name }, ...current.items],
      seen: current.seen.filter((seenId) => seenId !== id),
    };
    return { write: next, result: next };
  });
  return answer(shopApi, record);
}

/** Removing a product that is not on the list succeeds too: a second click or tab changes nothing. */
async function removeAlert({ params, customer, shopApi }: CustomerContext): Promise<Response> {
  const id = productIdOf(params);
  const record = await alertRecords.change(customer.id, (stored) => {
    const current = stored ?? EMPTY;
    if (!current.items.some((item) => item.id === id)) return { result: current };
    const next: StockAlertRecord = {
      items: current.items.filter((item) => item.id !== id),
      seen: current.seen.filter((seenId) => seenId !== id),
    };
    return { write: next, result: next };
  });
  return answer(shopApi, record);
}

/**
 * The list screen showed these products in stock: the notice stops counting them. The set is
 * replaced, so a product that sold out again (not sent) counts anew when it comes back.
 */
async function markSeen({ req, customer, shopApi }: CustomerContext): Promise<Response> {
  const { ids } = await readJson(req, StockAlertsSeenSchema);
  const record = await alertRecords.change(customer.id, (stored) => {
    const current = stored ?? EMPTY;
    const seen = current.items.filter((item) => ids.includes(item.id)).map((item) => item.id);
    const unchanged = seen.length === current.seen.length && seen.every((id) => current.seen.includes(id));
    if (unchanged) return { result: current };
    const next: StockAlertRecord = { items: current.items, seen };
    return { write: next, result: next };
  });
  return answer(shopApi, record);
}

export default endpoint(config, {
  "/api/stock-alerts": {
    /** The customer's alerts, newest first, each with its product's state now. */
    GET: customer(async ({ customer, shopApi }) => answer(shopApi, (await alertRecords.read(customer.id)) ?? EMPTY)),
  },
  "/api/stock-alerts/seen": { POST: customer(markSeen) },
  "/api/stock-alerts/:id": { PUT: customer(addAlert), DELETE: customer(removeAlert) },
});
