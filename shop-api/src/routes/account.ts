// The account the customer owns (issue 40, decision 058): the default address and the password
// changed while signed in. Service token only, like every customer call (src/lib/auth.ts); the
// functions name the customer from their session.
import { Hono } from "hono";
import * as v from "valibot";
import { PasswordSchema } from "@domain/account";
import { profilePasswordChangeSubject, type MessageKind } from "@domain/outbox";
import type { AppEnv } from "../env";
import { CLIENT_ADDRESS_HEADER } from "../lib/client-address";
import { requireCustomer } from "../lib/db";
import { notFound, readBody } from "../lib/http";
import { currentPasswordCheck } from "../lib/login-limit";
import { dueAfterLease } from "../lib/outbox";
import { hashPassword } from "../lib/password";
import { AskedPassword, Id } from "../lib/schemas";

export const account = new Hono<AppEnv>();

const DefaultAddressBody = v.object(
  { userid: Id("userid"), address_id: Id("address_id") },
  "The request body must be a JSON object.",
);

/** Makes one of the customer's addresses the default; anybody else's is 404, as if it did not exist. */
account.post("/set_default_address", async (c) => {
  const body = await readBody(c, DefaultAddressBody);
  await requireCustomer(c.env.DB, body.userid);
  const row = await c.env.DB.prepare(
    `UPDATE customers SET default_address_id = ?1
     WHERE id = ?2 AND EXISTS (SELECT 1 FROM addresses WHERE id = ?1 AND customer_id = ?2) RETURNING id`,
  )
    .bind(body.address_id, body.userid)
    .first<{ id: number }>();
  if (!row) throw notFound(`Unknown address ${body.address_id} for this customer.`);
  return c.json({ status: "true", message: "Default address set.", data: [{ id: body.address_id }] });
});

const ChangePasswordBody = v.object(
  {
    userid: Id("userid"),
    current_password: AskedPassword("current_password"),
    password: v.pipe(v.string("password must be a string."), v.nonEmpty("password is required."), PasswordSchema),
  },
  "The request body must be a JSON object.",
);

/**
 * {userid, current_password, password} -> the outbox subject of "Your password was changed". The
 * current password is checked as a sign-in's is (the same per-account and address limit, so this
 * is no way around it); one batch changes the hash and writes the message, keyed by this change.
 */
account.post("/change_password", async (c) => {
  const body = await readBody(c, ChangePasswordBody);
  const db = c.env.DB;
  const check = await currentPasswordCheck(db, body.userid, body.current_password, c.req.header(CLIENT_ADDRESS_HEADER));
  if (check.refused) return check.refused;
  const now = new Date();
  const subject = profilePasswordChangeSubject(body.userid, now);
  const kind: MessageKind = "password-changed";
  await db.batch([
    db
      .prepare("UPDATE customers SET password_hash = ? WHERE id = ?")
      .bind(await hashPassword(body.password), body.userid),
    db
      .prepare(
        `INSERT OR IGNORE INTO outbox (key, kind, customer_id, created_at, due_at, locale)
         SELECT ?1 || ':' || ?2, ?1, id, ?3, ?4, locale FROM customers WHERE id = ?5`,
      )
      .bind(kind, subject, now.toISOString(), dueAfterLease(now), body.userid),
  ]);
  return c.json({ status: "true", message: "Your password was changed.", message_subject: subject });
});
