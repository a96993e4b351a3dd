// customer_login's own limit (defence in depth behind the functions' limit of 10 per account and
// address): at most LOGIN_ATTEMPT_LIMIT password checks per account and client address in a
// 15-minute window, counted in D1 (migrations/0002_login_attempts.sql). The attempt is reserved
// by one statement before the password is checked, so concurrent requests cannot all slip under
// the ceiling; a successful sign-in clears its pair. Counting per address means a stranger who
// exhausts the limit blocks only themselves: the owner, from another address, still signs in.
//
// Password spraying (one password against many accounts) passes under a per-account count, so the
// failed checks of each address across accounts are counted too (client-window.ts): at most
// LOGIN_CLIENT_FAILURES.limit, a little above the functions' 20 so that they answer first, and
// under the 29 failures a spray over 30 accounts needs. A success gives its check back: only
// failures count, so a household signing in often is never stopped by its own successes.
import { clientKey } from "./client-address";
import { type ClientWindow, giveBackStatement, type Reservation, secondsLeft } from "./client-window";
import { ApiError, errorBody, notFound } from "./http";
import { verifyPassword } from "./password";

export const LOGIN_ATTEMPT_LIMIT = 20;
export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
export const LOGIN_CLIENT_FAILURES: ClientWindow = {
  table: "login_client_failures",
  limit: 25,
  windowMs: LOGIN_WINDOW_MS,
};

/**
 * Counts one attempt for (email, client) and says whether it may go on: one INSERT ... ON
 * CONFLICT DO UPDATE ... RETURNING, so the count is read and raised atomically. A window older
 * than 15 minutes starts again at 1.
 */
export async function reserveLoginAttempt(
  db: D1Database,
  email: string,
  client: string,
  now = Date.now(),
): Promise<Reservation> {
  const row = await db
    .prepare(
      `INSERT INTO login_attempts (email, client, window_start, attempts) VALUES (?1, ?2, ?3, 1)
       ON CONFLICT (email, client) DO UPDATE SET
         attempts = CASE WHEN window_start <= ?3 - ?4 THEN 1 ELSE attempts + 1 END,
         window_start = CASE WHEN window_start <= ?3 - ?4 THEN ?3 ELSE window_start END
       RETURNING attempts, window_start`,
    )
    .bind(email, client, now, LOGIN_WINDOW_MS)
    .first<{ attempts: number; window_start: number }>();
  if (!row) throw new Error("login_attempts: the upsert returned no row");
  if (row.attempts <= LOGIN_ATTEMPT_LIMIT) return { allowed: true };
  return { allowed: false, retryAfterSeconds: secondsLeft(row.window_start, LOGIN_WINDOW_MS, now) };
}

/**
 * After a successful sign-in: that pair starts from zero, the address's count across accounts
 * takes this check back, and windows that ended are dropped.
 */
export async function clearLoginAttempts(db: D1Database, email: string, client: string, now = Date.now()) {
  await db.batch([
    db.prepare("DELETE FROM login_attempts WHERE email = ? AND client = ?").bind(email, client),
    db.prepare("DELETE FROM login_attempts WHERE window_start <= ?").bind(now - LOGIN_WINDOW_MS),
    giveBackStatement(db, LOGIN_CLIENT_FAILURES, client),
  ]);
}

/**
 * A signed-in customer's password asked again (a password change, an account deletion), under the
 * sign-in limit of its email and client: a Response to send when refused (429 past the limit, with
 * Retry-After), or null when the password is right. A wrong one throws the sign-in's 401.
 */
export async function passwordRefusal(
  db: D1Database,
  email: string,
  clientHeader: string | undefined,
  password: string,
  hash: string,
): Promise<Response | null> {
  const key = email.toLowerCase();
  const client = clientKey(clientHeader);
  const reservation = await reserveLoginAttempt(db, key, client);
  if (!reservation.allowed) {
    return Response.json(errorBody("Too many password attempts. Please try again later."), {
      status: 429,
      headers: { "Retry-After": String(reservation.retryAfterSeconds) },
    });
  }
  if (!(await verifyPassword(password, hash))) throw new ApiError(401, "The password is not correct.");
  await clearLoginAttempts(db, key, client);
  return null;
}

/**
 * The signed-in customer's current password asked again (a password change, an email change):
 * their email and hash read (404 when there is no such live account, `where` narrowing it), then
 * passwordRefusal's check. Answers the refusal to send, or null with the account's email.
 */
export async function currentPasswordCheck(
  db: D1Database,
  userid: number,
  password: string,
  clientHeader: string | undefined,
  where = "deleted_at IS NULL",
): Promise<{ refused: Response } | { refused: null; email: string }> {
  const row = await db
    .prepare(`SELECT email, password_hash FROM customers WHERE id = ? AND ${where}`)
    .bind(userid)
    .first<{ email: string; password_hash: string }>();
  if (!row) throw notFound("Customer not found.");
  const refused = await passwordRefusal(db, row.email, clientHeader, password, row.password_hash);
  return refused ? { refused } : { refused: null, email: row.email };
}
