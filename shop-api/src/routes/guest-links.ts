// A guest's order opened by a signed link (issue 42, decision 060, migration 0030): the mail with
// the link goes through the outbox, and the functions check a link against the order's guest.
// Service token only, like every write (src/lib/auth.ts).
import { Hono } from "hono";
import * as v from "valibot";
import type { AppEnv } from "../env";
import { notFound, readBody } from "../lib/http";
import { Email, Id, Text } from "../lib/schemas";

const EnqueueBody = v.object(
  {
    key: v.pipe(Text("key", 200), v.startsWith("order-link:", "key must start with order-link:.")),
    order_id: Id("order_id"),
    email: Email,
    /** When the link stops opening the order, Unix seconds: the mail's token is signed with it. */
    expires: v.pipe(v.number("expires must be a number."), v.integer(), v.minValue(1)),
  },
  "The request body must be a JSON object.",
);

const OwnerBody = v.object({ order_id: Id("order_id") }, "The request body must be a JSON object.");

export const guestLinks = new Hono<AppEnv>();

/**
 * The link's message, written only when the order is a guest's placed with this email (an
 * account's orders are behind its password), in the guest's language: anyone may ask, and the
 * mail goes to the guest. Under its key once (a double submit writes nothing new); `created`
 * says whether it was written, which the functions never tell the asker.
 */
guestLinks.post("/enqueue_order_link", async (c) => {
  const body = await readBody(c, EnqueueBody);
  const now = new Date().toISOString();
  const result = await c.env.DB.prepare(
    `INSERT OR IGNORE INTO outbox (key, kind, customer_id, order_id, payload, created_at, due_at, locale)
     SELECT ?1, 'order-link', c.id, o.id, ?4, ?5, ?5, c.locale
       FROM orders o JOIN customers c ON c.id = o.customer_id
      WHERE o.id = ?2 AND c.guest_email = ?3 COLLATE NOCASE`,
  )
    .bind(body.key, body.order_id, body.email, JSON.stringify({ expires: body.expires }), now)
    .run();
  return c.json({ status: "true", created: result.meta.changes > 0 });
});

/** The guest an order belongs to and the email it gave, which a link to the order is signed with. */
guestLinks.post("/guest_order_owner", async (c) => {
  const body = await readBody(c, OwnerBody);
  const owner = await c.env.DB.prepare(
    `SELECT c.id AS customer_id, c.guest_email FROM orders o JOIN customers c ON c.id = o.customer_id
      WHERE o.id = ? AND c.guest_email IS NOT NULL`,
  )
    .bind(body.order_id)
    .first<{ customer_id: number; guest_email: string }>();
  if (!owner) throw notFound("No guest order has this number.");
  return c.json({ status: "true", customer_id: owner.customer_id, guest_email: owner.guest_email });
});
