/**
 * The export file of a customer's own data (decision 049), built from the sections the shop API
 * holds (functions/_shared/shop-api/customer-data.ts reads them).
 */

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
