// The outbox of customer messages (issue 27, migration 0010): the storefront's functions claim the
// messages that are due and record what the mail server said. Service token only, like every
// write (src/lib/auth.ts).
import { Hono } from "hono";
import * as v from "valibot";
import { ContactMessageSchema } from "@domain/contact";
import { OptionalLocaleSchema } from "@domain/locale-schema";
import {
  MESSAGE_GIVE_UP_AFTER_SECONDS,
  MESSAGE_SEND_LEASE_SECONDS,
  backInStockSubject,
  messageKey,
  messageRetryDelaySeconds,
} from "@domain/outbox";
import type { AppEnv } from "../env";
import { badRequest, notFound, readBody } from "../lib/http";
import { ALERTS_TO_NOTIFY } from "../lib/back-in-stock";
import { enqueueContactMessage, enqueueContactReceipt } from "../lib/outbox";
import { Text } from "../lib/schemas";

function secondsAfter(date: Date, seconds: number): string {
  return new Date(date.getTime() + seconds * 1000).toISOString();
}

const OPEN = "sent_at IS NULL AND gave_up_at IS NULL";

const ClaimBody = v.object(
  {
    limit: v.optional(
      v.pipe(v.number("limit must be a number."), v.integer(), v.minValue(1), v.maxValue(50, "limit is at most 50.")),
      20,
    ),
    /** One message by its key: the request whose event wrote it sends it at once. */
    key: v.optional(Text("key", 200)),
  },
  "The request body must be a JSON object.",
);

interface ClaimedMessageRow {
  key: string;
  kind: string;
  order_id: number | null;
  customer_id: number | null;
  payload: string | null;
  email: string | null;
  firstname: string | null;
  lastname: string | null;
  attempts: number;
  created_at: string;
  locale: string;
}

export const outbox = new Hono<AppEnv>();

/**
 * Open messages that are due, each taken for one lease: no other runner gets it until the lease
 * runs out, which is also what brings back an attempt whose runner died. With `key`, that message
 * also before it is due if nobody has claimed it yet (its event's own request). One statement, so
 * two claims never take the same message.
 */
outbox.post("/claim_outbox_messages", async (c) => {
  const body = await readBody(c, ClaimBody);
  const now = new Date();
  const which =
    body.key === undefined
      ? `SELECT key FROM outbox WHERE ${OPEN} AND due_at <= ?1 ORDER BY due_at LIMIT ?3`
      : `SELECT key FROM outbox WHERE key = ?3 AND ${OPEN} AND (due_at <= ?1 OR claims = 0)`;
  const { results } = await c.env.DB.prepare(
    `UPDATE outbox SET due_at = ?2, claims = claims + 1 WHERE key IN (${which})
     RETURNING key, kind, order_id, customer_id, payload, attempts, created_at, locale,
       -- A guest's messages go to the email it gave (migration 0021).
       (SELECT COALESCE(guest_email, email) FROM customers WHERE id = customer_id) AS email,
       (SELECT firstname FROM customers WHERE id = customer_id) AS firstname,
       (SELECT lastname FROM customers WHERE id = customer_id) AS lastname`,
  )
    .bind(now.toISOString(), secondsAfter(now, MESSAGE_SEND_LEASE_SECONDS), body.key ?? body.limit)
    .all<ClaimedMessageRow>();
  return c.json({
    status: "true",
    data: results.map((row) => ({
      key: row.key,
      kind: row.kind,
      order_id: row.order_id,
      userid: row.customer_id,
      email: row.email,
      name: `${row.firstname ?? ""} ${row.lastname ?? ""}`.trim(),
      // A contact message's own content (what the sender wrote); null for a customer message.
      payload: row.payload === null ? null : (JSON.parse(row.payload) as unknown),
      attempts: row.attempts,
      created_at: row.created_at,
      // The language the message was written in, decided when it was written.
      locale: row.locale,
    })),
  });
});

const ContactBody = v.object(
  {
    key: v.pipe(Text("key", 200), v.startsWith("contact:", "key must start with contact:.")),
    message: ContactMessageSchema,
    /** The language of the contact page it was sent from: the shop answers in it. */
    locale: OptionalLocaleSchema,
    /** The key of the acknowledgement to the sender (decision 046), written with the message; none without it. */
    receipt_key: v.optional(
      v.pipe(
        Text("receipt_key", 200),
        v.startsWith("contact-received:", "receipt_key must start with contact-received:."),
      ),
    ),
  },
  "The request body must be a JSON object.",
);

/**
 * A message from the contact form, for the shop's inbox: written under its key (a double submit
 * writes nothing new, `created: false`) and due after the lease of the request that sends it at
 * once; with `receipt_key`, its sender's acknowledgement in the same batch. The functions limit it per client address before it gets here.
 */
outbox.post("/enqueue_contact_message", async (c) => {
  const body = await readBody(c, ContactBody);
  const db = c.env.DB;
  const now = new Date();
  const [result] = await db.batch([
    enqueueContactMessage(db, body.key, body.message, body.locale, now),
    ...(body.receipt_key ? [enqueueContactReceipt(db, body.receipt_key, body.message.email, body.locale, now)] : []),
  ]);
  return c.json({ status: "true", created: (result?.meta.changes ?? 0) > 0 });
});

/**
 * Back-in-stock alerts (decisions 028 and 041): the alerts and the stock's returns both live here.
 * For each alert whose product is in stock after a return it has not been told about, the message
 * `back-in-stock:{customer}-{product}:{return}` is written, once (INSERT OR IGNORE on the key), and
 * the alert records that return, in one transaction: asked every minute, only a new return writes
 * something. Due at once: the scheduled run that asked sends it. Answers the keys written.
 */
outbox.post("/enqueue_back_in_stock_messages", async (c) => {
  const db = c.env.DB;
  const { results } = await db
    .prepare(ALERTS_TO_NOTIFY)
    .all<{ customer_id: number; product_id: number; restocks: number; locale: string }>();
  if (results.length === 0) return c.json({ status: "true", created: [] });
  const now = new Date().toISOString();
  const keyOf = (row: (typeof results)[number]) =>
    messageKey(
      "back-in-stock",
      backInStockSubject({ customerId: row.customer_id, productId: row.product_id }, row.restocks),
    );
  const written = await db.batch(
    results.flatMap((row) => [
      db
        .prepare(
          `INSERT OR IGNORE INTO outbox (key, kind, customer_id, payload, created_at, due_at, locale)
           VALUES (?1, 'back-in-stock', ?2, ?3, ?4, ?4, ?5)`,
        )
        .bind(
          keyOf(row),
          row.customer_id,
          JSON.stringify({ productId: row.product_id, restock: row.restocks }),
          now,
          row.locale,
        ),
      db
        .prepare("UPDATE stock_alerts SET notified_restock = ?3 WHERE customer_id = ?1 AND product_id = ?2")
        .bind(row.customer_id, row.product_id, row.restocks),
    ]),
  );
  const created = results.filter((_, index) => (written[index * 2]?.meta.changes ?? 0) > 0).map(keyOf);
  return c.json({ status: "true", created });
});

const RecordBody = v.object(
  {
    key: Text("key", 200),
    sent: v.boolean("sent must be true or false."),
    error: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(500))), null),
  },
  "The request body must be a JSON object.",
);

/**
 * What the mail server said about one message. Sent: done for good. Failed: the attempt counts and
 * the message is due again after messageRetryDelaySeconds, or given up once it is a day old
 * (`gave_up: true`, for the caller's log). A message already sent or given up does not change
 * (`recorded: false`).
 */
outbox.post("/record_outbox_message", async (c) => {
  const body = await readBody(c, RecordBody);
  const db = c.env.DB;
  const message = await db
    .prepare("SELECT key, attempts, created_at, sent_at, gave_up_at FROM outbox WHERE key = ?")
    .bind(body.key)
    .first<{ key: string; attempts: number; created_at: string; sent_at: string | null; gave_up_at: string | null }>();
  if (!message) throw notFound(`Unknown message ${body.key}.`);
  if (!body.sent && !body.error) throw badRequest("A failed attempt needs its error.");
  const now = new Date();
  const attempts = message.attempts + 1;
  const givesUp = !body.sent && now.getTime() - Date.parse(message.created_at) >= MESSAGE_GIVE_UP_AFTER_SECONDS * 1000;
  const update = await db
    .prepare(
      // A deleted account's last message holds the only copy of its address: done with, it goes (decision 049).
      `UPDATE outbox SET attempts = ?2, sent_at = ?3, gave_up_at = ?4, last_error = ?5, due_at = ?6,
         payload = CASE WHEN kind = 'account-deleted' AND coalesce(?3, ?4) IS NOT NULL THEN NULL ELSE payload END
       WHERE key = ?1 AND ${OPEN}`,
    )
    .bind(
      message.key,
      attempts,
      body.sent ? now.toISOString() : null,
      givesUp ? now.toISOString() : null,
      body.sent ? null : body.error,
      body.sent || givesUp ? now.toISOString() : secondsAfter(now, messageRetryDelaySeconds(attempts)),
    )
    .run();
  const recorded = update.meta.changes > 0;
  return c.json({ status: "true", recorded, gave_up: recorded && givesUp });
});
