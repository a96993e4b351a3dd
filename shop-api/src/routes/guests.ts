// Guest checkout (issue 42, decision 051, migration 0021): a guest's own customers row, and an
// order found by its number and the email it was placed with.
import { Hono } from "hono";
import * as v from "valibot";
import { OptionalLocaleSchema } from "@domain/locale-schema";
import type { AppEnv } from "../env";
import { ApiError, notFound, readBody } from "../lib/http";
import { Email, Id } from "../lib/schemas";
import { orderLines } from "./orders";

const GuestBody = v.object({ email: Email, locale: OptionalLocaleSchema }, "The request body must be a JSON object.");

const LookupBody = v.object({ order_id: Id("order_id"), email: Email }, "The request body must be a JSON object.");

/** One answer for an unknown order and a wrong email: the caller learns nothing about either. */
const NO_SUCH_ORDER = "No order matches this number and email.";

export const guests = new Hono<AppEnv>();

/**
 * A new guest for each checkout: an unguessable sign-in email and no password hash anyone can
 * match, so the row can hold a cart, an address and orders but never be signed in to.
 */
guests.post("/insert_guest", async (c) => {
  const body = await readBody(c, GuestBody);
  const created = await c.env.DB.prepare(
    `INSERT INTO customers (firstname, lastname, email, mobileno, password_hash, locale, guest_email)
     VALUES ('', '', 'guest-' || lower(hex(randomblob(16))) || '@guest.invalid', '', '!', ?, ?) RETURNING id`,
  )
    .bind(body.locale, body.email)
    .first<{ id: number }>();
  if (!created) throw new ApiError(500, "The guest could not be recorded.");
  return c.json({ status: "true", message: "Guest recorded.", data: [{ id: created.id, user_name: body.email }] }, 201);
});

/**
 * The guest order with this number, if it was placed with this email. A customer's orders are not
 * found this way: the account is where they are shown, behind its password.
 */
guests.post("/find_order_by_email", async (c) => {
  const body = await readBody(c, LookupBody);
  const lines = await orderLines(
    c.env.DB,
    `o.id = ? AND o.customer_id IN (SELECT id FROM customers WHERE guest_email = ? COLLATE NOCASE)`,
    body.order_id,
    body.email,
  );
  if (lines.length === 0) throw notFound(NO_SUCH_ORDER);
  return c.json({ status: "true", message: "Order fetched.", data: lines });
});
