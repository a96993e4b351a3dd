// Small lookups shared by several route modules.
import { notFound } from "./http";

export const customerQuery = (db: D1Database, id: number): D1PreparedStatement =>
  db.prepare("SELECT id FROM customers WHERE id = ?").bind(id);

/** A row of customerQuery, or the 404 every customer's call answers for an unknown id. */
export function knownCustomer(row: { id: number } | null | undefined, id: number): void {
  if (!row) throw notFound(`Unknown customer ${id}.`);
}

export async function requireCustomer(db: D1Database, id: number): Promise<void> {
  knownCustomer(await customerQuery(db, id).first<{ id: number }>(), id);
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

/**
 * The customer's default address (migration 0028): the one chosen, while it is theirs, else the
 * oldest saved; null with none saved.
 */
export const defaultAddressQuery = (db: D1Database, customerId: number): D1PreparedStatement =>
  db
    .prepare(
      `SELECT COALESCE(
         (SELECT a.id FROM customers c JOIN addresses a ON a.id = c.default_address_id AND a.customer_id = c.id
          WHERE c.id = ?1),
         (SELECT MIN(id) FROM addresses WHERE customer_id = ?1)) AS id`,
    )
    .bind(customerId);

export async function defaultAddressId(db: D1Database, customerId: number): Promise<number | null> {
  const row = await defaultAddressQuery(db, customerId).first<{ id: number | null }>();
  return row?.id ?? null;
}
