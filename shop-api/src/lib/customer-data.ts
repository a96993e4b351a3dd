// Everything the shop API holds about one customer (issue 41, decision 049), as one list: each
// section names the tables it reads, so tests/contract/customer-data.test.ts can hold that every
// table with a customer_id column is either exported here or listed in NOT_EXPORTED with why. A
// table added later (consent records, sign-in history) fails that test until it has its section:
// add `{ name, tables, sql }` below and the export carries it, in the functions and the download.
import { MESSAGE_SEND_LEASE_SECONDS } from "@domain/outbox";

export interface CustomerDataSection {
  /** The key of the export's JSON object. */
  name: string;
  /** The tables it reads, for the coverage test. */
  tables: readonly string[];
  /** Rows of the customer ?1; a column named in `json` holds JSON text and is exported parsed. */
  sql: string;
  json?: readonly string[];
  /** A section of one row (the profile) is exported as that row, not a list. */
  single?: boolean;
}

export const EXPORT_SECTIONS: readonly CustomerDataSection[] = [
  {
    name: "profile",
    tables: ["customers"],
    sql: "SELECT id, firstname, lastname, email, mobileno AS phone, locale AS language, created_at FROM customers WHERE id = ?1",
    single: true,
  },
  {
    name: "addresses",
    tables: ["addresses"],
    sql: `SELECT id, firstname, lastname, email, address1, address2, city, district, state, province, pincode,
            mobileno AS phone, country, created_at FROM addresses WHERE customer_id = ?1 ORDER BY id`,
  },
  {
    name: "cart",
    tables: ["cart_items"],
    sql: "SELECT product_id, unit AS units, size, color FROM cart_items WHERE customer_id = ?1 ORDER BY product_id",
  },
  {
    name: "orders",
    tables: ["orders", "order_items"],
    sql: `SELECT o.id, o.created_at, o.status, o.payment_mode, o.payment_intent_id AS payment_reference,
            o.address_snapshot AS delivery_address, o.subtotal_paise, o.hst_paise, o.pst_paise, o.total_paise,
            o.packed_at, o.shipped_at, o.delivered_at, o.expected_delivery, o.cancelled_at, o.cancel_reason,
            o.cancel_comment, o.refund_state, o.refund_amount_paise,
            (SELECT json_group_array(json_object('product_id', i.product_id, 'name', i.name, 'size', i.size,
               'color', i.color, 'quantity', i.quantity, 'unit_price_paise', i.unit_price_paise))
             FROM order_items i WHERE i.order_id = o.id) AS lines
          FROM orders o WHERE o.customer_id = ?1 ORDER BY o.id`,
    json: ["delivery_address", "lines"],
  },
  {
    name: "returns",
    tables: ["returns", "return_lines"],
    sql: `SELECT r.id, r.order_id, r.reason, r.comment, r.state, r.subtotal_paise, r.tax_paise, r.created_at,
            r.received_at, r.refunded_at,
            (SELECT json_group_array(json_object('order_line_id', l.order_item_id, 'units', l.units))
             FROM return_lines l WHERE l.return_id = r.id) AS lines
          FROM returns r WHERE r.customer_id = ?1 ORDER BY r.id`,
    json: ["lines"],
  },
  {
    name: "reviews",
    tables: ["reviews"],
    sql: "SELECT id, product_id, rating, text, created_at, updated_at FROM reviews WHERE customer_id = ?1 ORDER BY id",
  },
  {
    name: "wishlist",
    tables: ["wishlist_items"],
    sql: "SELECT product_id, added_at FROM wishlist_items WHERE customer_id = ?1 ORDER BY position DESC",
  },
  {
    name: "stock_alerts",
    tables: ["stock_alerts"],
    sql: "SELECT product_id, name, created_at FROM stock_alerts WHERE customer_id = ?1 ORDER BY position DESC",
  },
  {
    // What was sent and when, not the bodies: a message is composed when it is sent and not kept.
    name: "messages",
    tables: ["outbox"],
    sql: `SELECT kind, order_id, locale AS language, created_at, sent_at, gave_up_at
          FROM outbox WHERE customer_id = ?1 ORDER BY created_at, key`,
  },
  {
    name: "password_resets",
    tables: ["password_resets"],
    sql: "SELECT created_at, expires_at, used_at FROM password_resets WHERE customer_id = ?1 ORDER BY id",
  },
];

/**
 * Tables with a customer_id column that the export leaves out, and why. Only rows that say
 * nothing about the customer beyond what a section already shows belong here.
 */
export const NOT_EXPORTED: Readonly<Record<string, string>> = {};

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
