// The provider Customer that holds a customer's saved cards (issue 43, migration 0027, decision
// 054). The shop stores no card data, only this id. Service token only, like every customer call.
import { Hono } from "hono";
import * as v from "valibot";
import type { AppEnv } from "../env";
import { notFound, readBody } from "../lib/http";
import { Id, Text } from "../lib/schemas";

export const paymentCustomers = new Hono<AppEnv>();

const UserBody = v.object({ userid: Id("userid") }, "The request body must be a JSON object.");

async function storedId(db: D1Database, customerId: number): Promise<string | null> {
  const row = await db
    .prepare("SELECT provider_customer_id FROM payment_customers WHERE customer_id = ?")
    .bind(customerId)
    .first<{ provider_customer_id: string }>();
  return row?.provider_customer_id ?? null;
}

/** The customer's provider Customer id, or null before their first saved card. */
paymentCustomers.post("/get_payment_customer", async (c) => {
  const { userid } = await readBody(c, UserBody);
  return c.json({ status: "true", provider_customer_id: await storedId(c.env.DB, userid) });
});

const SetBody = v.object(
  {
    userid: Id("userid"),
    provider_customer_id: v.pipe(
      Text("provider_customer_id", 255),
      v.regex(/^[A-Za-z0-9_]+$/, "provider_customer_id is letters, digits and _."),
    ),
  },
  "The request body must be a JSON object.",
);

/**
 * Keeps the id unless one is kept already, and answers the one kept: of two concurrent first
 * payments, both go on with the first one stored.
 */
paymentCustomers.post("/set_payment_customer", async (c) => {
  const body = await readBody(c, SetBody);
  const known = await c.env.DB.prepare("SELECT id FROM customers WHERE id = ? AND deleted_at IS NULL")
    .bind(body.userid)
    .first();
  if (!known) throw notFound("Customer not found.");
  await c.env.DB.prepare(
    `INSERT INTO payment_customers (customer_id, provider_customer_id, created_at) VALUES (?, ?, ?)
     ON CONFLICT (customer_id) DO NOTHING`,
  )
    .bind(body.userid, body.provider_customer_id, new Date().toISOString())
    .run();
  return c.json({ status: "true", provider_customer_id: await storedId(c.env.DB, body.userid) });
});

const DeletedBody = v.object(
  { limit: v.optional(v.pipe(v.number("limit must be a number."), v.integer(), v.minValue(1), v.maxValue(100)), 50) },
  "The request body must be a JSON object.",
);

/**
 * The provider Customers of deleted accounts, still to be deleted at the provider with their
 * cards (decision 061): the row is the obligation, kept until forget_payment_customer.
 */
paymentCustomers.post("/deleted_payment_customers", async (c) => {
  const { limit } = await readBody(c, DeletedBody);
  const { results } = await c.env.DB.prepare(
    `SELECT p.customer_id, p.provider_customer_id FROM payment_customers p
     JOIN customers c ON c.id = p.customer_id
     WHERE c.deleted_at IS NOT NULL ORDER BY p.customer_id LIMIT ?`,
  )
    .bind(limit)
    .all<{ customer_id: number; provider_customer_id: string }>();
  return c.json({
    status: "true",
    payment_customers: results.map((row) => ({
      userid: row.customer_id,
      provider_customer_id: row.provider_customer_id,
    })),
  });
});

/** Once deleted at the provider: the row goes, only a deleted account's and only that id. */
paymentCustomers.post("/forget_payment_customer", async (c) => {
  const body = await readBody(c, SetBody);
  const { meta } = await c.env.DB.prepare(
    `DELETE FROM payment_customers WHERE customer_id = ? AND provider_customer_id = ?
     AND customer_id IN (SELECT id FROM customers WHERE deleted_at IS NOT NULL)`,
  )
    .bind(body.userid, body.provider_customer_id)
    .run();
  return c.json({ status: "true", forgotten: meta.changes > 0 });
});
