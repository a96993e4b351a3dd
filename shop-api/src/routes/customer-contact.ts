// Who a signed-in customer is, for a form that writes to the shop in their name (the contact
// form's prefill, issue 40). Service token only, like every customer call (src/lib/auth.ts).
import { Hono } from "hono";
import * as v from "valibot";
import type { AppEnv } from "../env";
import { notFound, readBody } from "../lib/http";
import { Id } from "../lib/schemas";
import { userName } from "./customers";

export const customerContact = new Hono<AppEnv>();

const UserBody = v.object({ userid: Id("userid") }, "The request body must be a JSON object.");

/** The customer's name and email; a deleted account has neither any more. */
customerContact.post("/get_customer_contact", async (c) => {
  const { userid } = await readBody(c, UserBody);
  const row = await c.env.DB.prepare(
    "SELECT firstname, lastname, email FROM customers WHERE id = ? AND deleted_at IS NULL",
  )
    .bind(userid)
    .first<{ firstname: string; lastname: string; email: string }>();
  if (!row) throw notFound("Customer not found.");
  return c.json({ status: "true", name: userName(row), email: row.email });
});
