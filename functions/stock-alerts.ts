import type { Config } from "@netlify/functions";
import { parseIdText } from "@domain/ids";
import type { Product } from "@domain/product";
import { STOCK_ALERTS_FULL, stockAlertsBody, StockAlertsSeenSchema, type StockAlertRecord } from "@domain/stock-alerts";
import { withFallback } from "./_shared/catalogue-extensions";
import { getConfig } from "./_shared/config";
import { HttpError, json, readJson } from "./_shared/http";
import { customer, endpoint, type CustomerContext } from "./_shared/route";
import { ShopApiRefusal, type ShopApiClient } from "./_shared/shop-api-client";

export const config: Config = {
  path: ["/api/stock-alerts", "/api/stock-alerts/seen", "/api/stock-alerts/:id"],
};

/**
 * Back-in-stock alerts (issue 16): SPEC.md section 7 has no such call, so like the wishlist the
 * list is kept by the shop API's extension (shop-api/src/routes/stock-alerts.ts, decision 041).
 * Each answer joins the stored ids with the catalogue now: whether each product is in stock, sold
 * out or no longer sold, and which ones the customer has not yet seen back in stock (the
 * storefront's notice). The scheduled mail-outbox run emails each alert once per return to stock
 * (decision 028).
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
  if (product.stock > 0) {
    // Following it already (it came back since): the list as it is, as for any second click.
    const current = await shopApi.getStockAlerts(customer.id);
    if (current.items.some((item) => item.id === id)) return answer(shopApi, current);
    throw new HttpError(409, "in_stock", `${product.name} is in stock: you can add it to your cart now.`);
  }
  try {
    return await answer(shopApi, await shopApi.addStockAlert(customer.id, id));
  } catch (error) {
    if (error instanceof ShopApiRefusal && error.status === 409) {
      throw new HttpError(409, "list_full", STOCK_ALERTS_FULL);
    }
    throw error;
  }
}

/** Removing a product that is not on the list succeeds too: a second click or tab changes nothing. */
async function removeAlert({ params, customer, shopApi }: CustomerContext): Promise<Response> {
  return answer(shopApi, await shopApi.removeStockAlert(customer.id, productIdOf(params)));
}

/**
 * The list screen showed these products in stock: the notice stops counting them. The set is
 * replaced, so a product that sold out again (not sent) counts anew when it comes back.
 */
async function markSeen({ req, customer, shopApi }: CustomerContext): Promise<Response> {
  const { ids } = await readJson(req, StockAlertsSeenSchema);
  return answer(shopApi, await shopApi.markStockAlertsSeen(customer.id, ids));
}

export default endpoint(config, {
  "/api/stock-alerts": {
    /** The customer's alerts, newest first, each with its product's state now. */
    GET: customer(async ({ customer, shopApi }) => answer(shopApi, await shopApi.getStockAlerts(customer.id))),
  },
  "/api/stock-alerts/seen": { POST: customer(markSeen) },
  "/api/stock-alerts/:id": { PUT: customer(addAlert), DELETE: customer(removeAlert) },
});
