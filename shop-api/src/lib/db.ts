// Small lookups shared by several route modules.
import { notFound } from "./http";

export async function requireCustomer(db: D1Database, id: number): Promise<void> {
  const row = await db.prepare("SELECT id FROM customers WHERE id = ?").bind(id).first<{ id: number }>();
  if (!row) throw notFound(`Unknown customer ${id}.`);
}

export interface TaxRow {
  id: number;
  province: string;
  province_code: string;
  gst_hst_tax: number;
  pst_tax: number;
}

/** Finds a province by name or two-letter code, case-insensitively. */
export async function findProvince(db: D1Database, nameOrCode: string): Promise<TaxRow | null> {
  return db
    .prepare(
      `SELECT id, province, province_code, gst_hst_tax, pst_tax FROM taxes
       WHERE lower(province) = lower(?1) OR lower(province_code) = lower(?1)`,
    )
    .bind(nameOrCode.trim())
    .first<TaxRow>();
}
