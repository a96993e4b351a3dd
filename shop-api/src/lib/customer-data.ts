// Reading and deleting a customer's data (issue 41, decision 049), by the sections of
// customer-data-sections.ts (no Workers types there: the contract test imports it).
import { MESSAGE_SEND_LEASE_SECONDS } from "@domain/outbox";
import { type CustomerDataSection, EXPORT_SECTIONS } from "./customer-data-sections";

/** What a section's rows become in the export: JSON columns parsed. */
function exportedRow(section: CustomerDataSection, row: Record<string, unknown>): Record<string, unknown> {
  if (!section.json) return row;
  const out = { ...row };
  for (const column of section.json) {
    const text = out[column];
    if (typeof text === "string") out[column] = JSON.parse(text) as unknown;
  }
  return out;
}

/** Every section of the customer's data, in one read transaction (a D1 batch). */
export async function exportCustomerData(db: D1Database, customerId: number): Promise<Record<string, unknown>> {
  const results = await db.batch(EXPORT_SECTIONS.map((section) => db.prepare(section.sql).bind(customerId)));
  const data: Record<string, unknown> = {};
  EXPORT_SECTIONS.forEach((section, index) => {
    const rows = (results[index]?.results ?? []) as Record<string, unknown>[];
    const exported = rows.map((row) => exportedRow(section, row));
    data[section.name] = section.single ? (exported[0] ?? null) : exported;
  });
  return data;
}

/** The address that stands in for a deleted customer's: unique per row, under a reserved domain. */
export const deletedEmailSql = (id: string) => `'deleted-' || ${id} || '@deleted.invalid'`;

/**
 * The statements that delete customer ?1's personal data, in the order a batch runs them
 * (decision 049 says what is kept and why). The "your account was deleted" message is written
 * first, from the row as it still is: its payload holds the address, the only copy left.
 */
export function deletionStatements(db: D1Database, customerId: number, now: Date): D1PreparedStatement[] {
  const at = now.toISOString();
  const due = new Date(now.getTime() + MESSAGE_SEND_LEASE_SECONDS * 1000).toISOString();
  const statements = [
    [
      `INSERT OR IGNORE INTO outbox (key, kind, customer_id, payload, created_at, due_at, locale)
       SELECT 'account-deleted:' || id, 'account-deleted', id,
         json_object('email', email, 'name', trim(firstname || ' ' || lastname)), ?2, ?3, locale
       FROM customers WHERE id = ?1 AND deleted_at IS NULL`,
      at,
      due,
    ],
    // Messages still waiting would go to an address that is about to be gone.
    [
      `UPDATE outbox SET gave_up_at = ?2, last_error = 'account deleted'
       WHERE customer_id = ?1 AND kind <> 'account-deleted' AND sent_at IS NULL AND gave_up_at IS NULL`,
      at,
    ],
    // Kept for the tax records (six years): amounts, lines, dates and the province that set the
    // tax; the delivery address, its link to the address book and the customer's own words go.
    [
      `UPDATE orders SET address_id = NULL, cancel_comment = NULL,
         address_snapshot = json_object('province', json_extract(address_snapshot, '$.province'),
                                        'country', json_extract(address_snapshot, '$.country'))
       WHERE customer_id = ?1`,
    ],
    ["UPDATE returns SET comment = '' WHERE customer_id = ?1"],
    ["DELETE FROM addresses WHERE customer_id = ?1"],
    ["DELETE FROM cart_items WHERE customer_id = ?1"],
    ["DELETE FROM wishlist_items WHERE customer_id = ?1"],
    ["DELETE FROM stock_alerts WHERE customer_id = ?1"],
    ["DELETE FROM password_resets WHERE customer_id = ?1"],
    // The consent history stays as the proof CASL asks of the sender, without the client address.
    ["UPDATE consent_records SET client_address = NULL WHERE customer_id = ?1"],
    ["DELETE FROM login_attempts WHERE email = (SELECT lower(email) FROM customers WHERE id = ?1)"],
    // Reviews stay published, by "a former customer": the name they showed is what goes.
    [
      `UPDATE customers SET firstname = '', lastname = '', mobileno = '', password_hash = '',
         email = ${deletedEmailSql("id")}, deleted_at = ?2
       WHERE id = ?1 AND deleted_at IS NULL`,
      at,
    ],
  ] as const;
  return statements.map(([sql, ...values]) => db.prepare(sql).bind(customerId, ...values));
}
