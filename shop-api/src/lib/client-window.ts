// A count per client address in a fixed window, kept in D1 (migrations/0007): the registration
// limit (signup-limit.ts) and the failed sign-ins per address across accounts (login-limit.ts).
// Like customer_login's per-account limit, an attempt is reserved by one atomic upsert before the
// costly or revealing work runs, so concurrent requests cannot all slip under the ceiling.

export type Reservation = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/** The tables of migrations/0007, each (client, window_start, attempts). */
export interface ClientWindow {
  table: "signup_attempts" | "login_client_failures";
  limit: number;
  windowMs: number;
}

/** Seconds until a window that started at `windowStart` ends, at least 1. */
export function secondsLeft(windowStart: number, windowMs: number, now: number): number {
  return Math.max(1, Math.ceil((windowStart + windowMs - now) / 1000));
}

/**
 * Counts one attempt for `client` and says whether it may go on. One batch (a transaction in D1):
 * windows that ended are dropped, which also restarts this client's, then the count is raised and
 * read by INSERT ... ON CONFLICT DO UPDATE ... RETURNING.
 */
export async function reserveInWindow(
  db: D1Database,
  counter: ClientWindow,
  client: string,
  now = Date.now(),
): Promise<Reservation> {
  const [, counted] = await db.batch<{ attempts: number; window_start: number }>([
    db.prepare(`DELETE FROM ${counter.table} WHERE window_start <= ?`).bind(now - counter.windowMs),
    db
      .prepare(
        `INSERT INTO ${counter.table} (client, window_start, attempts) VALUES (?1, ?2, 1)
         ON CONFLICT (client) DO UPDATE SET attempts = attempts + 1
         RETURNING attempts, window_start`,
      )
      .bind(client, now),
  ]);
  const row = counted?.results[0];
  if (!row) throw new Error(`${counter.table}: the upsert returned no row`);
  if (row.attempts <= counter.limit) return { allowed: true };
  return { allowed: false, retryAfterSeconds: secondsLeft(row.window_start, counter.windowMs, now) };
}

/** Takes one reserved attempt back (it turned out not to count); part of the caller's batch. */
export function giveBackStatement(db: D1Database, counter: ClientWindow, client: string): D1PreparedStatement {
  return db
    .prepare(`UPDATE ${counter.table} SET attempts = attempts - 1 WHERE client = ? AND attempts > 0`)
    .bind(client);
}
