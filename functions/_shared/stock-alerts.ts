/**
 * Back-in-stock alerts (issue 16) as services (decision 055): functions/stock-alerts.ts answers
 * them over HTTP, /stock-alerts' action calls them directly. SPEC.md section 7 has no such call, so
 * like the wishlist the list is kept by the shop API's extension (shop-api/src/routes/stock-alerts.ts,
 * decision 041). Each answer joins the stored ids with the catalogue now: whether each product is
 * in stock, sold out or no longer sold, and which ones the customer has not yet seen back in stock
 * (the storefront's notice). The scheduled mail-outbox run emails each alert once per return to
 * stock (decision 028).
 */
import type { Product } from "@domain/product";
import { STOCK_ALERTS_FULL, stockAlertsBody, type StockAlertRecord, type StockAlertsBody } from "@domain/stock-alerts";
import { withFallback } from "./catalogue-extensions";
import { getConfig } from "./config";
import { HttpError } from "./http";
import type { CustomerServiceContext } from "./service";
import { ShopApiRefusal, type ShopApiClient } from "./shop-api-client";

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

async function answer(shopApi: ShopApiClient, record: StockAlertRecord): Promise<StockAlertsBody> {
  const products = await productsById(
    shopApi,
    record.items.map((item) => item.id),
  );
  return stockAlertsBody(record, products);
}

/** The customer's alerts, newest first, each with its product's state now. */
export async function listStockAlerts({ customer, shopApi }: CustomerServiceContext): Promise<StockAlertsBody> {
  return answer(shopApi, await shopApi.getStockAlerts(customer.id));
}

/** Only a sold-out product can be followed; it goes first (newest first), once. */
export async function addStockAlert(
  { customer, shopApi }: CustomerServiceContext,
  id: number,
): Promise<StockAlertsBody> {
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
export async function removeStockAlert(
  { customer, shopApi }: CustomerServiceContext,
  id: number,
): Promise<StockAlertsBody> {
  return answer(shopApi, await shopApi.removeStockAlert(customer.id, id));
}

/**
 * The list screen showed these products in stock: the notice stops counting them. The set is
 * replaced, so a product that sold out again (not sent) counts anew when it comes back.
 */
export async function markStockAlertsSeen(
  { customer, shopApi }: CustomerServiceContext,
  ids: readonly number[],
): Promise<StockAlertsBody> {
  return answer(shopApi, await shopApi.markStockAlertsSeen(customer.id, ids));
}
