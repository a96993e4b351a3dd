// What the shop deletes once it no longer needs it (issue 41, decision 059): the periods, and the
// statements of one bounded run. Every statement picks at most `limit` rows by its own
// condition, so a run is idempotent (what it removed no longer matches) and a backlog drains over
// several runs rather than in one long write.
import { LOGIN_CLIENT_FAILURES, LOGIN_WINDOW_MS } from "./login-limit";
import { SIGNUP_ATTEMPTS } from "./signup-limit";

const DAY_MS = 24 * 60 * 60 * 1000;

/** Decision 059 says why each period is what it is. */
export const RETENTION = {
  /** A sent or given-up message's body (its payload, its error text). */
  messageBodyMs: 30 * DAY_MS,
  /** A password reset row, from when it was made (its link dies after 30 minutes). */
  resetMs: DAY_MS,
  /** A guest customer without an order, from when it was made (its session lasts 15 days). */
  guestMs: 16 * DAY_MS,
} as const;

/** Rows at most per kind and run: a run stays far under a Worker's time and D1's statement limits. */
export const RETENTION_BATCH = 500;

/** The tables that point at customers(id), children first: a guest's rows go before the guest. */
const GUEST_CHILD_TABLES = [
  "cart_items",
  "addresses",
  "wishlist_items",
  "stock_alerts",
  "consent_records",
  "password_resets",
  "outbox",
] as const;

/** A guest row (decision 051) older than its session, with no order: nothing of it is needed. */
const FORGOTTEN_GUESTS = `SELECT c.id FROM customers c
  WHERE c.guest_email IS NOT NULL AND c.password_hash = '!' AND c.created_at < ?1
    AND NOT EXISTS (SELECT 1 FROM orders o WHERE o.customer_id = c.id)
  ORDER BY c.id LIMIT ?2`;

export interface RetentionCounts {
  message_bodies: number;
  messages_without_recipient: number;
  password_resets: number;
  sign_in_attempts: number;
  throttle_windows: number;
  guests: number;
}

/** One run at `now`: each kind's rows past its period, at most `limit` of each, in one batch. */
export async function applyRetention(db: D1Database, now: Date, limit: number): Promise<RetentionCounts> {
  const at = now.getTime();
  const iso = (ms: number) => new Date(at - ms).toISOString();
  const bodyCutoff = iso(RETENTION.messageBodyMs);
  const guestCutoff = iso(RETENTION.guestMs);
  const statements = [
    // The record stays (kind, times, recipient's id: what was sent to whom, for the export and
    // the books); the body and any error text that may quote the address go.
    db
      .prepare(
        `UPDATE outbox SET payload = NULL, last_error = NULL WHERE key IN (
           SELECT key FROM outbox WHERE customer_id IS NOT NULL AND (payload IS NOT NULL OR last_error IS NOT NULL)
             AND coalesce(sent_at, gave_up_at) < ?1 ORDER BY key LIMIT ?2)`,
      )
      .bind(bodyCutoff, limit),
    // A message to no customer (a contact message's acknowledgement to a guest) is its address
    // and words and nothing else: without them the row records nothing, so it goes whole.
    db
      .prepare(
        `DELETE FROM outbox WHERE key IN (
           SELECT key FROM outbox WHERE customer_id IS NULL AND coalesce(sent_at, gave_up_at) < ?1 ORDER BY key LIMIT ?2)`,
      )
      .bind(bodyCutoff, limit),
    db
      .prepare(
        "DELETE FROM password_resets WHERE id IN (SELECT id FROM password_resets WHERE created_at < ?1 ORDER BY id LIMIT ?2)",
      )
      .bind(iso(RETENTION.resetMs), limit),
    db
      .prepare(
        `DELETE FROM login_attempts WHERE rowid IN (
           SELECT rowid FROM login_attempts WHERE window_start <= ?1 ORDER BY window_start LIMIT ?2)`,
      )
      .bind(at - LOGIN_WINDOW_MS, limit),
    ...[SIGNUP_ATTEMPTS, LOGIN_CLIENT_FAILURES].map((counter) =>
      db
        .prepare(
          `DELETE FROM ${counter.table} WHERE client IN (
             SELECT client FROM ${counter.table} WHERE window_start <= ?1 ORDER BY window_start LIMIT ?2)`,
        )
        .bind(at - counter.windowMs, limit),
    ),
    // The same guests for every statement: the condition reads only customers and orders, which
    // the statements before the last do not change, and a batch is one transaction.
    ...GUEST_CHILD_TABLES.map((table) =>
      db.prepare(`DELETE FROM ${table} WHERE customer_id IN (${FORGOTTEN_GUESTS})`).bind(guestCutoff, limit),
    ),
    db.prepare(`DELETE FROM customers WHERE id IN (${FORGOTTEN_GUESTS})`).bind(guestCutoff, limit),
  ];
  const results = await db.batch(statements);
  const changes = (index: number) => results[index]?.meta.changes ?? 0;
  return {
    message_bodies: changes(0),
    messages_without_recipient: changes(1),
    password_resets: changes(2),
    sign_in_attempts: changes(3),
    throttle_windows: changes(4) + changes(5),
    guests: changes(statements.length - 1),
  };
}
