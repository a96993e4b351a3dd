// Writing a customer message into the outbox (migration 0010) as one statement of the batch that
// records its event, so the message exists exactly when the event does.
import type { ContactMessage } from "@domain/contact";
import type { Locale } from "@domain/locale";
import { MANUAL_REFUND_PREFIX, MESSAGE_SEND_LEASE_SECONDS, type MessageKind } from "@domain/outbox";

/** Due only after the lease of the request that caused it, which sends it at once. */
export function dueAfterLease(now: Date): string {
  return new Date(now.getTime() + MESSAGE_SEND_LEASE_SECONDS * 1000).toISOString();
}

/**
 * The statement that writes `kind`'s message about the order whose `column` is `value`, if that
 * order is now in `status`. INSERT OR IGNORE: the key is the table's primary key, so a repeated
 * event writes nothing. Due only after the lease of the request that caused it, which sends it at
 * once (a cancellation after its refund attempt, so the mail says how that went), unless `dueAt`
 * says otherwise (an operator's command sends nothing itself: the scheduled run does, at once).
 */
export function enqueueOrderMessage(
  db: D1Database,
  kind: MessageKind,
  order: { column: "id" | "payment_intent_id"; value: string | number; status: string },
  now: Date,
  dueAt = dueAfterLease(now),
): D1PreparedStatement {
  return db
    .prepare(
      `INSERT OR IGNORE INTO outbox (key, kind, customer_id, order_id, created_at, due_at, locale)
       SELECT ?1 || ':' || o.id, ?1, o.customer_id, o.id, ?2, ?3, c.locale
       FROM orders o JOIN customers c ON c.id = o.customer_id WHERE o.${order.column} = ?4 AND o.status = ?5`,
    )
    .bind(kind, now.toISOString(), dueAt, order.value, order.status);
}

/** The statement that writes `kind`'s message to the customer with `email` (e.g. the welcome). */
export function enqueueCustomerMessage(
  db: D1Database,
  kind: MessageKind,
  email: string,
  now: Date,
): D1PreparedStatement {
  return db
    .prepare(
      `INSERT OR IGNORE INTO outbox (key, kind, customer_id, created_at, due_at, locale)
       SELECT ?1 || ':' || id, ?1, id, ?2, ?3, locale FROM customers WHERE email = ?4`,
    )
    .bind(kind, now.toISOString(), dueAfterLease(now), email);
}

/**
 * The statement that writes "Your password was changed" for the reset link `resetId`, if that
 * link was used at `usedAt` (by the batch this statement is part of).
 */
export function enqueuePasswordChangedMessage(
  db: D1Database,
  reset: { id: number; usedAt: string },
  now: Date,
): D1PreparedStatement {
  const kind: MessageKind = "password-changed";
  return db
    .prepare(
      `INSERT OR IGNORE INTO outbox (key, kind, customer_id, created_at, due_at, locale)
       SELECT ?1 || ':' || r.id, ?1, r.customer_id, ?2, ?3, c.locale
       FROM password_resets r JOIN customers c ON c.id = r.customer_id WHERE r.id = ?4 AND r.used_at = ?5`,
    )
    .bind(kind, now.toISOString(), dueAfterLease(now), reset.id, reset.usedAt);
}

/**
 * The statement that writes a contact form's message (migration 0012): no customer, what the
 * sender wrote as its payload, under `key` (INSERT OR IGNORE, as above), in the language of the
 * page it was sent from, which the shop's answer is to be written in.
 */
export function enqueueContactMessage(
  db: D1Database,
  key: string,
  message: ContactMessage,
  locale: Locale,
  now: Date,
): D1PreparedStatement {
  return db
    .prepare(
      `INSERT OR IGNORE INTO outbox (key, kind, payload, created_at, due_at, locale) VALUES (?1, 'contact', ?2, ?3, ?4, ?5)`,
    )
    .bind(key, JSON.stringify(message), now.toISOString(), dueAfterLease(now), locale);
}

/**
 * The statement that tells the customer a refund fell to a person ("refund-manual"): written in the
 * batch that records it so, if the refund of the order or return `id` is now `manual`. Its key
 * names the refund (manualRefundSubject), so recording it again writes nothing.
 */
export function enqueueManualRefundMessage(
  db: D1Database,
  table: "orders" | "returns",
  id: number,
  now: Date,
): D1PreparedStatement {
  const kind: MessageKind = "refund-manual";
  const [customerAndOrder, payload] =
    table === "orders"
      ? ["t.customer_id, t.id", "NULL"]
      : ["t.customer_id, t.order_id", "json_object('returnId', t.id)"];
  return db
    .prepare(
      `INSERT OR IGNORE INTO outbox (key, kind, customer_id, order_id, payload, created_at, due_at, locale)
       SELECT ?1 || ':${MANUAL_REFUND_PREFIX[table]}' || t.id, ?1, ${customerAndOrder}, ${payload}, ?2, ?3, c.locale
       FROM ${table} t JOIN customers c ON c.id = t.customer_id WHERE t.id = ?4 AND t.refund_state = 'manual'`,
    )
    .bind(kind, now.toISOString(), dueAfterLease(now), id);
}

/**
 * The statement that writes a contact message's acknowledgement ("contact-received", decision
 * 046) to `email` under `key`, in the page's language; the key names the address and the day, so
 * one address gets one a day however many messages name it (INSERT OR IGNORE).
 */
export function enqueueContactReceipt(
  db: D1Database,
  key: string,
  email: string,
  locale: Locale,
  now: Date,
): D1PreparedStatement {
  return db
    .prepare(
      `INSERT OR IGNORE INTO outbox (key, kind, payload, created_at, due_at, locale) VALUES (?1, 'contact-received', ?2, ?3, ?4, ?5)`,
    )
    .bind(key, JSON.stringify({ email }), now.toISOString(), dueAfterLease(now), locale);
}
