// Taxes: the Canadian provincial GST/HST and PST table.
import { Hono } from "hono";
import type { AppEnv } from "../env";
import type { TaxRow } from "../lib/db";

export const taxes = new Hono<AppEnv>();

/** GetAllTax's rows. */
export async function loadTaxes(db: D1Database) {
  const { results } = await db
    .prepare("SELECT id, province, province_code, gst_hst_tax, pst_tax FROM taxes ORDER BY province")
    .all<TaxRow>();
  return results.map((row) => ({
    id: row.id,
    province: row.province,
    province_code: row.province_code,
    gst_hst_tax: row.gst_hst_tax,
    pst_tax: row.pst_tax,
  }));
}

taxes.get("/GetAllTax", async (c) => {
  return c.json({ status: "true", data: await loadTaxes(c.env.DB), message: "Taxes fetched." });
});
