// Password reset by email (issue 27, migration 0011): the storefront's functions make the random
// token and send the link; the shop API keeps only the token's SHA-256, its customer, its expiry
// and whether it was used. Service token only, like every customer call (src/lib/auth.ts).
import { Hono } from "hono";
import * as v from "valibot";
import { PasswordSchema } from "@domain/account";
import {
  RESET_LINK_EXPIRED,
  RESET_LINK_INVALID,
  RESET_LINK_MINUTES,
  RESET_LINK_USED,
  RESET_TOKEN_HASH_PATTERN,
} from "@domain/password-reset";
import type { AppEnv } from "../env";
import { ApiError, readBody } from "../lib/http";
import { enqueuePasswordChangedMessage } from "../lib/outbox";
import { hashPassword } from "../lib/password";
import { Email } from "../lib/schemas";
import { userName } from "./customers";

const TokenHash = v.pipe(
  v.string("token_hash must be a string."),
  v.regex(RESET_TOKEN_HASH_PATTERN, "token_hash must be 64 lowercase hex digits (a SHA-256)."),
);

const CreateBody = v.object({ email: Email, token_hash: TokenHash }, "The request body must be a JSON object.");

const UseBody = v.object(
  {
    token_hash: TokenHash,
    password: v.pipe(v.string("password must be a string."), v.nonEmpty("password is required."), PasswordSchema),
  },
  "The request body must be a JSON object.",
);

interface ResetRow {
  id: number;
  customer_id: number;
  expires_at: string;
  used_at: string | null;
}

export const passwordResets = new Hono<AppEnv>();

/** Why the link `row` (null: unknown) cannot set a password at `at`; null when it can. */
function linkRefusal(at: Date, row: ResetRow | null): ApiError | null {
  if (!row) return new ApiError(404, RESET_LINK_INVALID);
  if (row.used_at !== null) return new ApiError(410, RESET_LINK_USED);
  return Date.parse(row.expires_at) <= at.getTime() ? new ApiError(410, RESET_LINK_EXPIRED) : null;
}

function findReset(db: D1Database, column: "token_hash" | "id", value: string | number): Promise<ResetRow | null> {
  return db
    .prepare(`SELECT id, customer_id, expires_at, used_at FROM password_resets WHERE ${column} = ?`)
    .bind(value)
    .first<ResetRow>();
}

const CheckBody = v.object({ token_hash: TokenHash }, "The request body must be a JSON object.");

/**
 * Whether a reset link can still set a password (the page the link opens asks before it shows
 * the form): `{status: "true"}`, or the refusal use_password_reset would answer (404 unknown, 410
 * used or expired). Changes nothing.
 */
passwordResets.post("/check_password_reset", async (c) => {
  const body = await readBody(c, CheckBody);
  const refusal = linkRefusal(new Date(), await findReset(c.env.DB, "token_hash", body.token_hash));
  if (refusal) throw refusal;
  return c.json({ status: "true" });
});

/**
 * A reset link asked for `email`: stored under its token's hash when an account has that email,
 * answered with the customer to write to, or with no data when none has (the functions give the
 * shopper the same answer either way).
 */
passwordResets.post("/create_password_reset", async (c) => {
  const body = await readBody(c, CreateBody);
  const now = new Date();
  const customer = await c.env.DB.prepare(
    `INSERT INTO password_resets (token_hash, customer_id, created_at, expires_at)
     SELECT ?1, id, ?2, ?3 FROM customers WHERE email = ?4
     RETURNING customer_id,
       (SELECT email FROM customers WHERE id = customer_id) AS email,
       (SELECT firstname FROM customers WHERE id = customer_id) AS firstname,
       (SELECT lastname FROM customers WHERE id = customer_id) AS lastname,
       (SELECT locale FROM customers WHERE id = customer_id) AS locale`,
  )
    .bind(
      body.token_hash,
      now.toISOString(),
      new Date(now.getTime() + RESET_LINK_MINUTES * 60_000).toISOString(),
      body.email,
    )
    .first<{ customer_id: number; email: string; firstname: string; lastname: string; locale: string }>();
  return c.json({
    status: "true",
    data: customer
      ? [{ userid: customer.customer_id, email: customer.email, name: userName(customer), locale: customer.locale }]
      : [],
  });
});

/**
 * Sets a new password through a reset link: only an unused, unexpired one, and only once (the
 * link is marked used in the same batch that changes the password, under the same conditions, so
 * two uses at once change it once). Every other open link of the customer dies with it, and the
 * "Your password was changed" message is written to the outbox.
 */
passwordResets.post("/use_password_reset", async (c) => {
  const body = await readBody(c, UseBody);
  const db = c.env.DB;
  const reset = await findReset(db, "token_hash", body.token_hash);
  const early = linkRefusal(new Date(), reset);
  if (early || !reset) throw early ?? new ApiError(404, RESET_LINK_INVALID);
  const hash = await hashPassword(body.password);
  const now = new Date();
  const at = now.toISOString();
  const [used] = await db.batch([
    db
      .prepare("UPDATE password_resets SET used_at = ?1 WHERE id = ?2 AND used_at IS NULL AND expires_at > ?1")
      .bind(at, reset.id),
    db
      .prepare(
        "UPDATE customers SET password_hash = ?1 WHERE id = (SELECT customer_id FROM password_resets WHERE id = ?2 AND used_at = ?3)",
      )
      .bind(hash, reset.id, at),
    db
      .prepare(
        "UPDATE password_resets SET used_at = ?1 WHERE customer_id = ?2 AND used_at IS NULL AND EXISTS (SELECT 1 FROM password_resets WHERE id = ?3 AND used_at = ?1)",
      )
      .bind(at, reset.customer_id, reset.id),
    enqueuePasswordChangedMessage(db, { id: reset.id, usedAt: at }, now),
  ]);
  if (!used || used.meta.changes === 0) {
    throw linkRefusal(now, await findReset(db, "id", reset.id)) ?? new ApiError(410, RESET_LINK_USED);
  }
  const customer = await db
    .prepare("SELECT id, firstname, lastname FROM customers WHERE id = ?")
    .bind(reset.customer_id)
    .first<{ id: number; firstname: string; lastname: string }>();
  return c.json({
    status: "true",
    message: "Your password was changed.",
    reset_id: reset.id,
    data: customer ? [{ id: customer.id, user_name: userName(customer) }] : [],
  });
});
