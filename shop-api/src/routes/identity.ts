// The account's identity (issues 40 and 42, decision 062, migration 0031): its name and phone,
// its email changed or confirmed through a link mailed to the address, and the orders placed as a
// guest with a confirmed email joining the account. Service token only, like every customer call
// (src/lib/auth.ts); the functions name the customer from their session or from a signed link.
import { Hono } from "hono";
import * as v from "valibot";
import { MOBILE_DIGITS, normalizeMobile } from "@domain/phone";
import type { MessageKind } from "@domain/outbox";
import type { AppEnv } from "../env";
import { CLIENT_ADDRESS_HEADER } from "../lib/client-address";
import { ApiError, conflict, isUniqueViolation, notFound, readBody } from "../lib/http";
import { currentPasswordCheck } from "../lib/login-limit";
import { dueAfterLease } from "../lib/outbox";
import { AskedPassword, Email, Id, OptionalText, Text } from "../lib/schemas";

export const identity = new Hono<AppEnv>();

const UserBody = v.object({ userid: Id("userid") }, "The request body must be a JSON object.");

interface IdentityRow {
  firstname: string;
  lastname: string;
  email: string;
  mobileno: string;
  email_confirmed_at: number | null;
  guest: number;
}

/**
 * Who the customer is, as the profile shows it. A guest's row holds no name or phone of its own:
 * its newest address's stand in, and its email is the one it gave.
 */
identity.post("/get_customer_identity", async (c) => {
  const { userid } = await readBody(c, UserBody);
  const fromAddress = (column: string) =>
    `COALESCE(NULLIF(c.${column}, ''), (SELECT a.${column} FROM addresses a WHERE a.customer_id = c.id ORDER BY a.id DESC LIMIT 1), '')`;
  const row = await c.env.DB.prepare(
    `SELECT ${fromAddress("firstname")} AS firstname, ${fromAddress("lastname")} AS lastname,
            COALESCE(c.guest_email, c.email) AS email, ${fromAddress("mobileno")} AS mobileno,
            c.email_confirmed_at, c.guest_email IS NOT NULL AS guest
       FROM customers c WHERE c.id = ? AND c.deleted_at IS NULL`,
  )
    .bind(userid)
    .first<IdentityRow>();
  if (!row) throw notFound("Customer not found.");
  return c.json({
    status: "true",
    firstname: row.firstname,
    lastname: row.lastname,
    email: row.email,
    mobileno: row.mobileno,
    // The link a confirmation asks for is signed with it (0 for never confirmed).
    email_stamp: row.email_confirmed_at ?? 0,
    email_confirmed: row.email_confirmed_at !== null,
    guest: row.guest === 1,
  });
});

const IdentityBody = v.object(
  {
    userid: Id("userid"),
    firstname: Text("firstname", 100),
    // Blank for a one-name account only (src/domain/identity.ts, lastNameRequired): checked in the update.
    lastname: OptionalText("lastname", 100),
    // The storefront's rule (src/domain/phone.ts): a North American number, stored as 10 digits.
    mobileno: v.pipe(
      Text("mobileno", 30),
      v.transform(normalizeMobile),
      v.regex(MOBILE_DIGITS, "mobileno must be a 10-digit North American number."),
    ),
  },
  "The request body must be a JSON object.",
);

/**
 * The customer's name and phone; a guest's row and a deleted account are not accounts to edit. A
 * blank last name keeps a one-name account one-name and is refused (400) for an account that has
 * one, in the same statement, so no read races the write.
 */
identity.post("/update_customer_identity", async (c) => {
  const body = await readBody(c, IdentityBody);
  const [updated, existing] = await c.env.DB.batch<{ firstname: string; lastname: string; mobileno: string }>([
    c.env.DB.prepare(
      `UPDATE customers SET firstname = ?2, lastname = ?3, mobileno = ?4
        WHERE id = ?1 AND deleted_at IS NULL AND guest_email IS NULL AND (?3 <> '' OR trim(lastname) = '')
        RETURNING firstname, lastname, mobileno`,
    ).bind(body.userid, body.firstname, body.lastname, body.mobileno),
    c.env.DB.prepare(
      "SELECT firstname, lastname, mobileno FROM customers WHERE id = ? AND deleted_at IS NULL AND guest_email IS NULL",
    ).bind(body.userid),
  ]);
  const row = updated?.results[0];
  if (row) return c.json({ status: "true", ...row });
  if (existing?.results[0]) throw new ApiError(400, "lastname is required.");
  throw notFound("Customer not found.");
});

/** Unix seconds after which a confirmation link stops working: the mail's token is signed with it. */
const Expires = v.pipe(v.number("expires must be a number."), v.integer(), v.minValue(1));
/** The message's subject without the stamp, which is added here: `{customer}-{expiry}-{address hash}`. */
const SubjectBase = v.pipe(Text("subject", 120), v.regex(/^[\w-]+$/, "subject must be letters, digits and dashes."));

const kind: MessageKind = "email-confirm";

/**
 * The statement that writes a confirmation link's message to `email` for the customer `userid`,
 * signed (when it is sent) with the customer's stamp as it is now: subject `{base}-{stamp}`.
 */
function enqueueConfirmation(
  db: D1Database,
  link: { userid: number; email: string; expires: number; subject: string },
  condition: string,
  now: Date,
) {
  return db
    .prepare(
      `INSERT OR IGNORE INTO outbox (key, kind, customer_id, payload, created_at, due_at, locale)
       SELECT ?1 || ':' || ?2 || '-' || COALESCE(c.email_confirmed_at, 0), ?1, c.id,
              json_object('email', ?3, 'expires', ?4, 'stamp', COALESCE(c.email_confirmed_at, 0)), ?5, ?6, c.locale
         FROM customers c
        WHERE c.id = ?7 AND c.deleted_at IS NULL AND c.guest_email IS NULL AND ${condition}
       RETURNING substr(key, length(?1) + 2) AS subject`,
    )
    .bind(kind, link.subject, link.email, link.expires, now.toISOString(), dueAfterLease(now), link.userid);
}

/** Another account (not a guest's row) already signs in with this email. */
async function emailTaken(db: D1Database, email: string, userid: number): Promise<boolean> {
  const row = await db
    .prepare("SELECT 1 AS taken FROM customers WHERE email = ? AND id <> ?")
    .bind(email, userid)
    .first<{ taken: number }>();
  return row !== null;
}

const EmailChangeBody = v.object(
  {
    userid: Id("userid"),
    current_password: AskedPassword("current_password"),
    email: Email,
    expires: Expires,
    subject: SubjectBase,
  },
  "The request body must be a JSON object.",
);

/**
 * {userid, current_password, email, expires, subject} -> the subject of the link's message to the
 * new address. The password is checked as a sign-in's is (the same limit); the email stays as it
 * is until the link is opened. 409 when another account has the new email, 400 when it is the
 * current one; under its key once (a double submit writes nothing new, and answers the same subject).
 */
identity.post("/request_email_change", async (c) => {
  const body = await readBody(c, EmailChangeBody);
  const db = c.env.DB;
  const check = await currentPasswordCheck(
    db,
    body.userid,
    body.current_password,
    c.req.header(CLIENT_ADDRESS_HEADER),
    "deleted_at IS NULL AND guest_email IS NULL",
  );
  if (check.refused) return check.refused;
  if (check.email.toLowerCase() === body.email.toLowerCase()) throw new ApiError(400, "This is already your email.");
  if (await emailTaken(db, body.email, body.userid)) throw conflict("An account with this email already exists.");
  return c.json({ status: "true", message_subject: await written(db, body, "1", new Date()) });
});

/** The subject of the message just written, or of the one already under that key. */
async function written(
  db: D1Database,
  link: { userid: number; email: string; expires: number; subject: string },
  condition: string,
  now: Date,
): Promise<string | null> {
  const created = await enqueueConfirmation(db, link, condition, now).first<{ subject: string }>();
  if (created) return created.subject;
  const stamp = await db
    .prepare(`SELECT COALESCE(email_confirmed_at, 0) AS stamp FROM customers WHERE id = ? AND ${condition}`)
    .bind(link.userid)
    .first<{ stamp: number }>();
  return stamp ? `${link.subject}-${stamp.stamp}` : null;
}

const ConfirmationBody = v.object(
  {
    userid: Id("userid"),
    expires: Expires,
    subject: SubjectBase,
    /** Only if orders were placed as a guest with the account's email (a registration's link). */
    only_with_guest_orders: v.optional(v.boolean(), false),
  },
  "The request body must be a JSON object.",
);

const GUEST_ORDERS_OF_EMAIL = `EXISTS (SELECT 1 FROM orders o JOIN customers g ON g.id = o.customer_id
  WHERE g.guest_email = customers.email COLLATE NOCASE)`;

/**
 * A link that confirms the account's own email, mailed to it: `message_subject` names the message,
 * null when none was due (`only_with_guest_orders` and no such order).
 */
identity.post("/enqueue_email_confirmation", async (c) => {
  const body = await readBody(c, ConfirmationBody);
  const db = c.env.DB;
  const row = await db
    .prepare("SELECT email FROM customers WHERE id = ? AND deleted_at IS NULL AND guest_email IS NULL")
    .bind(body.userid)
    .first<{ email: string }>();
  if (!row) throw notFound("Customer not found.");
  const condition = body.only_with_guest_orders
    ? `id IN (SELECT id FROM customers WHERE ${GUEST_ORDERS_OF_EMAIL})`
    : "1";
  const subject = await written(db, { ...body, email: row.email }, condition, new Date());
  return c.json({ status: "true", message_subject: subject });
});

const ConfirmBody = v.object(
  {
    userid: Id("userid"),
    email: Email,
    /** The customer's stamp the link was signed with: any confirmation since has spent it. */
    stamp: v.pipe(v.number("stamp must be a number."), v.integer(), v.minValue(0)),
  },
  "The request body must be a JSON object.",
);

/**
 * A confirmation link opened: in one batch the account's email becomes `email` (confirmed now),
 * the old address is told when it changed, and the orders placed as a guest with `email` become
 * the account's, with their returns. The orders move in one statement that moves nothing the
 * second time. 410 when the stamp is spent (the link was used, or a later one was), 409 when
 * another account took the email since, 404 for no such account.
 */
identity.post("/confirm_email", async (c) => {
  const body = await readBody(c, ConfirmBody);
  const db = c.env.DB;
  const row = await db
    .prepare(
      `SELECT email, COALESCE(email_confirmed_at, 0) AS stamp FROM customers
        WHERE id = ? AND deleted_at IS NULL AND guest_email IS NULL`,
    )
    .bind(body.userid)
    .first<{ email: string; stamp: number }>();
  if (!row) throw notFound("Customer not found.");
  if (row.stamp !== body.stamp) throw new ApiError(410, "This link was used, or a newer one replaced it.");
  const changed = row.email.toLowerCase() !== body.email.toLowerCase();
  if (changed && (await emailTaken(db, body.email, body.userid))) {
    throw conflict("An account with this email already exists.");
  }
  // Later than the stamp even within one millisecond, so the batch's own statements can name it.
  const now = Math.max(Date.now(), body.stamp + 1);
  const confirmedNow = `EXISTS (SELECT 1 FROM customers WHERE id = ?1 AND email_confirmed_at = ?2)`;
  const noticeKind: MessageKind = "email-changed";
  const noticeSubject = `${body.userid}-${now}`;
  const at = new Date(now);
  let results: D1Result[];
  try {
    results = await db.batch([
      db
        .prepare(
          `UPDATE customers SET email = ?3, email_confirmed_at = ?2
            WHERE id = ?1 AND COALESCE(email_confirmed_at, 0) = ?4 AND deleted_at IS NULL AND guest_email IS NULL`,
        )
        .bind(body.userid, now, body.email, body.stamp),
      db
        .prepare(
          `INSERT OR IGNORE INTO outbox (key, kind, customer_id, payload, created_at, due_at, locale)
           SELECT ?3 || ':' || ?4, ?3, id, json_object('email', ?5), ?6, ?7, locale FROM customers
            WHERE id = ?1 AND email_confirmed_at = ?2 AND ?8 = 1`,
        )
        .bind(
          body.userid,
          now,
          noticeKind,
          noticeSubject,
          row.email,
          at.toISOString(),
          dueAfterLease(at),
          changed ? 1 : 0,
        ),
      db
        .prepare(
          `UPDATE orders SET customer_id = ?1
            WHERE customer_id IN (SELECT id FROM customers WHERE guest_email = ?3 COLLATE NOCASE) AND ${confirmedNow}`,
        )
        .bind(body.userid, now, body.email),
      db
        .prepare(
          `UPDATE returns SET customer_id = ?1
            WHERE customer_id <> ?1 AND order_id IN (SELECT id FROM orders WHERE customer_id = ?1) AND ${confirmedNow}`,
        )
        .bind(body.userid, now),
    ]);
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict("An account with this email already exists.");
    throw error;
  }
  if ((results[0]?.meta.changes ?? 0) === 0) throw new ApiError(410, "This link was used, or a newer one replaced it.");
  return c.json({
    status: "true",
    email: body.email,
    changed,
    orders_joined: results[2]?.meta.changes ?? 0,
    notice_subject: changed ? noticeSubject : null,
  });
});
