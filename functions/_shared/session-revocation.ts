/**
 * Sessions ended before their `exp`, in Netlify Blobs (docs/decisions/011):
 *
 * - `revoked/<day the token expires>/<jti>`: one signed-out token. Kept per expiry day so that a
 *   sign-out can drop whole days that have passed: their tokens are refused for being expired.
 * - `customers/<id>`: the customer's session version. Every token carries the version it was
 *   issued under (`ver`); "sign out of all devices" raises it, so every older token is refused.
 *
 * A session is checked against both on every request. When the store cannot be read the caller
 * fails closed (SessionStoreUnavailable): a possibly revoked token is never accepted.
 */
import { blobStore, changeRecord } from "./blob-record";

const STORE_NAME = "session-revocations";
const REVOKED_PREFIX = "revoked/";
/** Expired days cleared per sign-out at most, so one sign-out never does a long clean-up. */
const CLEANUP_LIMIT = 100;

export class SessionStoreUnavailable extends Error {
  override readonly name = "SessionStoreUnavailable";
}

/** The claims a revocation check needs. */
export interface RevocableToken {
  customerId: number;
  jti: string;
  /** Seconds since the epoch. */
  exp: number;
  version: number;
}

const dayOf = (epochSeconds: number) => new Date(epochSeconds * 1000).toISOString().slice(0, 10);
const revokedKey = (token: RevocableToken) => `${REVOKED_PREFIX}${dayOf(token.exp)}/${token.jti}`;
const customerKey = (customerId: number) => `customers/${customerId}`;

function versionOf(record: unknown): number {
  const version = (record as { version?: unknown } | null)?.version;
  return typeof version === "number" && Number.isSafeInteger(version) && version > 0 ? version : 0;
}

async function guarded<T>(what: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    console.error(`[session-revocation] could not ${what}`, error);
    throw new SessionStoreUnavailable(`could not ${what}`);
  }
}

/** The version a new token of this customer carries. */
export function currentSessionVersion(customerId: number): Promise<number> {
  return guarded("read the session version", async () =>
    versionOf(await blobStore(STORE_NAME).get(customerKey(customerId), { type: "json" })),
  );
}

/** Signed out on its own, or older than the customer's last "sign out of all devices". */
export function isRevoked(token: RevocableToken): Promise<boolean> {
  return guarded("check the session", async () => {
    const store = blobStore(STORE_NAME);
    const [denied, customer] = await Promise.all([
      store.get(revokedKey(token), { type: "json" }),
      store.get(customerKey(token.customerId), { type: "json" }),
    ]);
    return denied !== null || token.version < versionOf(customer);
  });
}

/** Drops the denylist's days that have passed (best effort: a failure only leaves them longer). */
async function dropExpiredDays(now: number): Promise<void> {
  const store = blobStore(STORE_NAME);
  const today = dayOf(now / 1000);
  const { directories } = await store.list({ prefix: REVOKED_PREFIX, directories: true });
  let dropped = 0;
  for (const directory of directories.map((name) => name.replace(/\/+$/, "")).sort()) {
    if (directory.slice(REVOKED_PREFIX.length) >= today) continue;
    const { blobs } = await store.list({ prefix: `${directory}/` });
    for (const blob of blobs) {
      if (dropped++ >= CLEANUP_LIMIT) return;
      await store.delete(blob.key);
    }
  }
}

/** Sign-out: this token is refused from now until it expires. */
export async function revokeToken(token: RevocableToken, now = Date.now()): Promise<void> {
  await guarded("revoke the session", () => blobStore(STORE_NAME).setJSON(revokedKey(token), { exp: token.exp }));
  await dropExpiredDays(now).catch((error: unknown) =>
    console.error("[session-revocation] could not drop expired revocations", error),
  );
}

/** "Sign out of all devices": every token issued to the customer until now is refused. */
export function revokeAllSessions(customerId: number): Promise<void> {
  return guarded("revoke every session", () =>
    changeRecord(STORE_NAME, customerKey(customerId), (record) => ({
      write: { version: versionOf(record) + 1, changedAt: new Date().toISOString() },
      result: undefined,
    })),
  );
}
