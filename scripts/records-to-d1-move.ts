/**
 * The carry-over of customers' wishlists and back-in-stock alerts from Netlify Blobs, one JSON
 * blob per customer id in the stores "wishlists" and "stock-alerts", into the shop API's D1
 * (decision 041), run once by `npm run records:to-d1` (scripts/records-to-d1.mjs).
 *
 * Each blob is merged into the customer's rows (what the customer added since the new code went
 * out stays first, the blob's items follow in their order, `seen` kept) and then deleted, so a
 * second run finds nothing to do and a customer's later removals are never undone. A blob that
 * cannot be moved (malformed, or a customer the shop API does not know) stays and is reported.
 */
import type { Store } from "@netlify/blobs";
import * as v from "valibot";
import { parseIdText } from "@domain/ids";
import { StockAlertRecordSchema } from "@domain/stock-alerts";
import { WishlistBodySchema } from "@domain/wishlist";
import { ShopApiRefusal, type ShopApiClient } from "@functions/_shared/shop-api-client";

/** The stores the functions kept the records in. */
export const RECORD_STORES = { wishlists: "wishlists", alerts: "stock-alerts" } as const;

export interface StoreReport {
  /** Blobs written to D1 and deleted. */
  moved: number;
  /** Rows those blobs added (fewer than their items where D1 had them already). */
  added: number;
  /** `key: why` of each blob left in place. */
  left: string[];
}

/** A blob's JSON, or undefined for text that is none (the schema then calls it malformed). */
function jsonOrUndefined(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

async function carryOver<TSchema extends v.GenericSchema>(
  store: Store,
  schema: TSchema,
  write: (customerId: number, record: v.InferOutput<TSchema>) => Promise<number>,
): Promise<StoreReport> {
  const report: StoreReport = { moved: 0, added: 0, left: [] };
  const { blobs } = await store.list();
  for (const { key } of blobs) {
    const customerId = parseIdText(key);
    if (customerId === null) {
      report.left.push(`${key}: not a customer id`);
      continue;
    }
    const text = await store.get(key, { type: "text" });
    if (text === null) continue;
    const parsed = v.safeParse(schema, jsonOrUndefined(text));
    if (!parsed.success) {
      report.left.push(`${key}: malformed (${parsed.issues[0]?.message ?? "invalid"})`);
      continue;
    }
    try {
      report.added += await write(customerId, parsed.output);
    } catch (error) {
      if (!(error instanceof ShopApiRefusal)) throw error;
      report.left.push(`${key}: the shop API refused (${error.status}: ${error.message})`);
      continue;
    }
    await store.delete(key);
    report.moved += 1;
  }
  return report;
}

export async function moveRecordsToD1(
  stores: { wishlists: Store; alerts: Store },
  shopApi: ShopApiClient,
): Promise<{ wishlists: StoreReport; alerts: StoreReport }> {
  return {
    wishlists: await carryOver(stores.wishlists, WishlistBodySchema, (customerId, record) =>
      shopApi.mergeWishlist(customerId, record.ids),
    ),
    alerts: await carryOver(stores.alerts, StockAlertRecordSchema, (customerId, record) =>
      shopApi.mergeStockAlerts(customerId, record),
    ),
  };
}
