// Customers: registration and login. Passwords are stored only as PBKDF2 hashes and never returned.
import { type Context, Hono } from "hono";
import * as v from "valibot";
import { PasswordSchema } from "@domain/account";
import { LocaleSchema, OptionalLocaleSchema } from "@domain/locale-schema";
import type { AppEnv } from "../env";
import { ApiError, conflict, errorBody, isUniqueViolation, notFound, readBody } from "../lib/http";
import { CLIENT_ADDRESS_HEADER, clientKey } from "../lib/client-address";
import { reserveInWindow } from "../lib/client-window";
import { clearLoginAttempts, LOGIN_CLIENT_FAILURES, reserveLoginAttempt } from "../lib/login-limit";
import { ConsentContext, recordConsent } from "../lib/consent";
import { enqueueCustomerMessage } from "../lib/outbox";
import { hashPassword, verifyPassword } from "../lib/password";
import { SIGNUP_ATTEMPTS } from "../lib/signup-limit";
import { assertReseller, Email, Id, ResId, Text } from "../lib/schemas";

const LoginBody = v.object(
  {
    email: v.pipe(v.string("email must be a string."), v.trim(), v.nonEmpty("email is required.")),
    password: v.pipe(v.string("password must be a string."), v.nonEmpty("password is required.")),
    res_id: ResId,
  },
  "The request body must be a JSON object.",
);

/** The SPEC's register rules (section 5), checked again on the server. */
const Password = v.pipe(v.string("password must be a string."), v.nonEmpty("password is required."), PasswordSchema);

const RegisterBody = v.object(
  {
    res_id: ResId,
    firstname: Text("firstname", 100),
    // Sent, but possibly empty: a guest whose address gives one name ("Madonna") keeps it whole as
    // the first name of its account (decision 063). The registration form still asks for both.
    lastname: v.pipe(
      v.string("lastname must be a string."),
      v.trim(),
      v.maxLength(100, "lastname must be at most 100 characters."),
    ),
    email: Email,
    mobileno: Text("mobileno", 30),
    password: Password,
    locale: OptionalLocaleSchema,
    /** The registration form's "Email me news and offers", when ticked (decision 047). */
    news_consent: v.optional(v.object({ wording_version: ConsentContext.wording_version })),
    client_address: ConsentContext.client_address,
  },
  "The request body must be a JSON object.",
);

interface CustomerRow {
  id: number;
  firstname: string;
  lastname: string;
  password_hash: string;
}

export function userName(row: { firstname: string; lastname: string }): string {
  return [row.firstname, row.lastname].filter((part) => part.trim() !== "").join(" ");
}

/** "N minutes", rounded up, for the limits' messages. */
function minutesText(seconds: number): string {
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? "" : "s"}`;
}

/** The contract's error shape with 429 and Retry-After. */
function tooMany(c: Context<AppEnv>, message: string, retryAfterSeconds: number) {
  return c.json(errorBody(message), 429, { "Retry-After": String(retryAfterSeconds) });
}

export const customers = new Hono<AppEnv>();

customers.post("/customer_login", async (c) => {
  const body = await readBody(c, LoginBody);
  assertReseller(body.res_id);
  // Counted per account (the email as typed, known or not) and client address, before the KDF runs.
  const email = body.email.toLowerCase();
  const client = clientKey(c.req.header(CLIENT_ADDRESS_HEADER));
  const reservation = await reserveLoginAttempt(c.env.DB, email, client);
  if (!reservation.allowed) {
    return tooMany(
      c,
      `Too many sign-in attempts for this account from this address. Please try again in ${minutesText(reservation.retryAfterSeconds)}.`,
      reservation.retryAfterSeconds,
    );
  }
  // Then across accounts from this address (password spraying); a refusal here checks nothing.
  const sprayed = await reserveInWindow(c.env.DB, LOGIN_CLIENT_FAILURES, client);
  if (!sprayed.allowed) {
    return tooMany(
      c,
      `Too many failed sign-in attempts from this address. Please try again in ${minutesText(sprayed.retryAfterSeconds)}.`,
      sprayed.retryAfterSeconds,
    );
  }
  const row = await c.env.DB.prepare("SELECT id, firstname, lastname, password_hash FROM customers WHERE email = ?")
    .bind(body.email)
    .first<CustomerRow>();
  // verifyPassword runs the KDF even for an unknown email, so both failures take the same time.
  const ok = await verifyPassword(body.password, row?.password_hash ?? null);
  if (!row || !ok) throw new ApiError(401, "Invalid email or password.");
  await clearLoginAttempts(c.env.DB, email, client);
  return c.json({
    status: "true",
    message: "Login successful.",
    data: [{ id: row.id, user_name: userName(row) }],
  });
});

customers.post("/insert_customer", async (c) => {
  const body = await readBody(c, RegisterBody);
  assertReseller(body.res_id);
  // Counted per client address before the email is looked up or the password hashed.
  const reservation = await reserveInWindow(c.env.DB, SIGNUP_ATTEMPTS, clientKey(c.req.header(CLIENT_ADDRESS_HEADER)));
  if (!reservation.allowed) {
    return tooMany(
      c,
      `Too many registration attempts from this address. Please try again in ${minutesText(reservation.retryAfterSeconds)}.`,
      reservation.retryAfterSeconds,
    );
  }
  const existing = await c.env.DB.prepare("SELECT id FROM customers WHERE email = ?")
    .bind(body.email)
    .first<{ id: number }>();
  if (existing) throw conflict("An account with this email already exists.");
  const hash = await hashPassword(body.password);
  let created: { id: number } | null;
  try {
    created = await c.env.DB.prepare(
      `INSERT INTO customers (firstname, lastname, email, mobileno, password_hash, locale)
       VALUES (?, ?, ?, ?, ?, ?) RETURNING id`,
    )
      .bind(body.firstname, body.lastname, body.email, body.mobileno, hash, body.locale)
      .first<{ id: number }>();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict("An account with this email already exists.");
    throw error;
  }
  // The consent and the welcome mail (issue 27), in statements right after the account's rather
  // than in one batch with it: a local D1 batch that meets another process's lock fails with an
  // error the locked-write retry cannot recognise, and sign-ups race the tests' SQL. The welcome
  // is commercial (decision 047): written only for a customer who ticked the box.
  if (body.news_consent && created) {
    const now = new Date();
    await recordConsent(
      c.env.DB,
      {
        customerId: created.id,
        granted: true,
        source: "register",
        wordingVersion: body.news_consent.wording_version,
        locale: body.locale,
        clientAddress: body.client_address,
      },
      now,
    ).run();
    await enqueueCustomerMessage(c.env.DB, "welcome", body.email, now).run();
  }
  return c.json({
    status: "true",
    message: "Registration successful!",
    data: created ? [{ id: created.id, user_name: userName(body) }] : [],
  });
});

const LocaleBody = v.object({ userid: Id("userid") }, "The request body must be a JSON object.");
const UpdateLocaleBody = v.object(
  { userid: Id("userid"), locale: LocaleSchema },
  "The request body must be a JSON object.",
);

/** The language the customer's emails are written in (migration 0017). */
customers.post("/get_customer_locale", async (c) => {
  const body = await readBody(c, LocaleBody);
  const row = await c.env.DB.prepare("SELECT locale FROM customers WHERE id = ?")
    .bind(body.userid)
    .first<{ locale: string }>();
  if (!row) throw notFound("Customer not found.");
  return c.json({ status: "true", locale: row.locale });
});

/** Changes it: the messages written from now on are in the new language, those already written keep theirs. */
customers.post("/update_customer_locale", async (c) => {
  const body = await readBody(c, UpdateLocaleBody);
  const row = await c.env.DB.prepare("UPDATE customers SET locale = ?2 WHERE id = ?1 RETURNING locale")
    .bind(body.userid, body.locale)
    .first<{ locale: string }>();
  if (!row) throw notFound("Customer not found.");
  return c.json({ status: "true", locale: row.locale });
});
