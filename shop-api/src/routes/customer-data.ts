// A customer's own data (issue 41, decision 049): everything held about them, for the "Download
// my data" file, and the deletion of their account. Service token only (src/lib/auth.ts); the
// functions name the customer from their session.
import { Hono } from "hono";
import * as v from "valibot";
import type { AppEnv } from "../env";
import { CLIENT_ADDRESS_HEADER } from "../lib/client-address";
import { deletionStatements, exportCustomerData } from "../lib/customer-data";
import { notFound, readBody } from "../lib/http";
import { passwordRefusal } from "../lib/login-limit";
import { AskedPassword, Id } from "../lib/schemas";

const OBJECT = "The request body must be a JSON object.";
const CustomerBody = v.object({ userid: Id("userid") }, OBJECT);
const DeleteBody = v.object(
  {
    userid: Id("userid"),
    password: AskedPassword("password"),
  },
  OBJECT,
);

interface CustomerRow {
  email: string;
  password_hash: string;
  deleted_at: string | null;
}

export const customerData = new Hono<AppEnv>();

/** {userid} -> {data: {profile, addresses, cart, orders, returns, reviews, wishlist, ...}}; a deleted account has none. */
customerData.post("/get_customer_data", async (c) => {
  const { userid } = await readBody(c, CustomerBody);
  const row = await c.env.DB.prepare("SELECT deleted_at FROM customers WHERE id = ?")
    .bind(userid)
    .first<{ deleted_at: string | null }>();
  if (!row || row.deleted_at !== null) throw notFound("Customer not found.");
  return c.json({ status: "true", data: await exportCustomerData(c.env.DB, userid) });
});

/**
 * {userid, password} -> {deleted: true, already}: the password is checked as a sign-in's is (the
 * same per-account and address limit), then one batch deletes the personal data and writes the
 * confirmation message. Asked again for an account already deleted it answers `already: true`
 * and changes nothing, so the functions can repeat a deletion whose sessions were not all ended.
 */
customerData.post("/delete_customer", async (c) => {
  const body = await readBody(c, DeleteBody);
  const db = c.env.DB;
  const row = await db
    .prepare("SELECT email, password_hash, deleted_at FROM customers WHERE id = ?")
    .bind(body.userid)
    .first<CustomerRow>();
  if (!row) throw notFound("Customer not found.");
  if (row.deleted_at !== null) return c.json({ status: "true", deleted: true, already: true });
  const refused = await passwordRefusal(
    db,
    row.email,
    c.req.header(CLIENT_ADDRESS_HEADER),
    body.password,
    row.password_hash,
  );
  if (refused) return refused;
  await db.batch(deletionStatements(db, body.userid, new Date()));
  return c.json({ status: "true", deleted: true, already: false });
});
