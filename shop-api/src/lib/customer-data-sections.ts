// Everything the shop API holds about one customer (issue 41, decision 049), as one list: each
// section names the tables it reads, so tests/contract/customer-data.test.ts can hold that every
// table with a customer_id column is either exported here or listed in NOT_EXPORTED with why. A
// table added later (consent records, sign-in history) fails that test until it has its section:
// add `{ name, tables, sql }` below and the export carries it, in the functions and the download.
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
             FROM order_items i WHERE i.order_id = o.id) AS lines,
            (SELECT json_group_array(json_object('status', e.status, 'at', e.at, 'carrier', e.carrier,
               'tracking_number', e.tracking_number, 'tracking_url', e.tracking_url))
             FROM order_events e WHERE e.order_id = o.id) AS events
          FROM orders o WHERE o.customer_id = ?1 ORDER BY o.id`,
    json: ["delivery_address", "lines", "events"],
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
    // What was sent and when, with what the row still holds of it: a message is composed when it
    // is sent, so the only body kept is the payload of the kinds that carry one (a contact
    // message's words, a deleted account's address), until the retention job drops it (decision 059).
    name: "messages",
    tables: ["outbox"],
    sql: `SELECT kind, order_id, locale AS language, payload, created_at, sent_at, gave_up_at
          FROM outbox WHERE customer_id = ?1 ORDER BY created_at, key`,
    json: ["payload"],
  },
  {
    // Each grant and withdrawal of consent to news and offers (migration 0022, decision 047).
    name: "consents",
    tables: ["consent_records"],
    sql: `SELECT granted, recorded_at, source, wording_version, locale AS language, client_address
          FROM consent_records WHERE customer_id = ?1 ORDER BY id`,
  },
  {
    // The shop keeps no log of sign-ins: only the window of password checks under way for the
    // account's email (login_attempts, keyed by email, not id), with the address they came from.
    name: "sign_in_attempts",
    tables: ["login_attempts"],
    sql: `SELECT a.client AS client_address, a.attempts,
            strftime('%Y-%m-%dT%H:%M:%fZ', a.window_start / 1000.0, 'unixepoch') AS window_start
          FROM login_attempts a JOIN customers c ON a.email = lower(c.email) WHERE c.id = ?1 ORDER BY a.window_start`,
  },
  {
    name: "password_resets",
    tables: ["password_resets"],
    sql: "SELECT created_at, expires_at, used_at FROM password_resets WHERE customer_id = ?1 ORDER BY id",
  },
  {
    // The cards themselves are the payment provider's (decision 054): the shop holds only which of
    // its customers is this one, which /wallet reads them through.
    name: "payment_provider_customer",
    tables: ["payment_customers"],
    sql: "SELECT provider_customer_id, created_at FROM payment_customers WHERE customer_id = ?1",
  },
];

/**
 * Tables with a customer_id column that the export leaves out, and why. Only rows that say
 * nothing about the customer beyond what a section already shows belong here.
 */
export const NOT_EXPORTED: Readonly<Record<string, string>> = {};
