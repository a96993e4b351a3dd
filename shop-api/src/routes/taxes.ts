// Taxes: the Canadian provincial GST/HST and PST table.
import { Hono } from "hono";
import type { AppEnv } from "../env";
import type { TaxRow } from "../lib/db";

export const taxes = new Hono<AppEnv>();

/** GetAllTax's rows, as one statement (get_checkout_basis batches it with its other reads). */
export const taxesQuery = (db: D1Database): D1PreparedStatement =>
  db.prepare("SELECT id, province, province_code, gst_hst_tax, pst_tax FROM taxes ORDER BY province");

export const toTax = (row: TaxRow) => ({
  id: row.id,
  province: row.province,
  province_code: row.province_code,
  gst_hst_tax: row.gst_hst_tax,
  pst_tax: row.pst_tax,
});

export async function loadTaxes(db: D1Database) {
  const { results } = await taxesQuery(db).all<TaxRow>();
  return results.map(toTax);
}

taxes.get("/GetAllTax", async (c) => {
  return c.json({ status: "true", data: await loadTaxes(c.env.DB), message: "Taxes fetched." });
});
