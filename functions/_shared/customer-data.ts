/**
 * The shop API's answers about a customer's own data (shop-api/src/routes/customer-data.ts,
 * decision 049) and the export file built from them. Only the shop API client and
 * functions/customer-data.ts use them.
 */
import * as v from "valibot";
import { VendorOkStatus } from "./shop-api-schemas";

/** get_customer_data: each section of the customer's data, by name, as the shop API holds it. */
export const VendorCustomerDataSchema = v.object({
  status: VendorOkStatus,
  data: v.record(v.string(), v.unknown()),
});

/** delete_customer: done now, or done before (`already`). */
export const VendorDeletedCustomerSchema = v.object({
  status: VendorOkStatus,
  deleted: v.literal(true),
  already: v.boolean(),
});

/** The download's format version: a reader of an old file knows what it holds. */
export const EXPORT_FORMAT = "customer-data/1";

/** The export file: what it is, when and by whom it was made, then the shop API's sections. */
export function exportDocument(
  sections: Record<string, unknown>,
  shop: { legalName: string; siteUrl: string },
  now: Date,
): Record<string, unknown> {
  return {
    format: EXPORT_FORMAT,
    exported_at: now.toISOString(),
    controller: shop,
    // Amounts are whole paise (1/100 rupee), as the shop keeps them.
    currency: "INR",
    ...sections,
  };
}

/** `my-data-2026-12-07.json`: the download's file name. */
export function exportFileName(now: Date): string {
  return `my-data-${now.toISOString().slice(0, 10)}.json`;
}
