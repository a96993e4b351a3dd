/**
 * Sessions ended before their `exp`, in Netlify Blobs (docs/decisions/011 and 071): one record per
 * customer, `customers/<id>`, so that checking a session is one read.
 *
 * - `version`: the customer's session version. Every token carries the version it was issued
 *   under (`ver`); "sign out of all devices" raises it, so every older token is refused.
 * - `signedOut`: the tokens signed out one by one that have not expired yet, `jti` -> `exp`. A
 *   sign-out drops the expired ones; past SIGNED_OUT_LIMIT live ones it raises the version instead.
 *
 * Tokens issued before this layout (no `rec` claim, see ./session.ts) may have been signed out
 * under `revoked/<day the token expires>/<jti>`: for them that key is read too. They all expire
 * within 15 days of the change; the legacy key, its clean-up and the claim can go then.
 *
 * When the store cannot be read the caller fails closed (SessionStoreUnavailable): a possibly
 * revoked token is never accepted.
 */
import { blobStore, changeRecord } from "./blob-record";

const STORE_NAME = "session-revocations";
const LEGACY_REVOKED_PREFIX = "revoked/";
/** Expired days of the legacy layout cleared per sign-out at most, so one sign-out never does a long clean-up. */
const CLEANUP_LIMIT = 100;
/**
 * Live signed-out tokens a record keeps. Every session check reads the record whole, so it stays
 * small (about 60 bytes a token); a customer who signs out more often than this within 15 days
 * (each sign-in lasts 15 days) is signed out everywhere instead, which refuses the same tokens.
 */
export const SIGNED_OUT_LIMIT = 100;

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
  /** Issued before the one-record layout: a sign-out of it may be under the legacy key. */
  legacy?: boolean;
}

interface RevocationRecord {
  version: number;
  changedAt?: string;
  signedOut: Record<string, number>;
}

const dayOf = (epochSeconds: number) => new Date(epochSeconds * 1000).toISOString().slice(0, 10);
const legacyKey = (token: RevocableToken) => `${LEGACY_REVOKED_PREFIX}${dayOf(token.exp)}/${token.jti}`;
const customerKey = (customerId: number) => `customers/${customerId}`;

/** The stored record, whatever was stored: anything unreadable counts as nothing signed out. */
function recordOf(stored: unknown): RevocationRecord {
  const { version, changedAt, signedOut } = (stored ?? {}) as Partial<Record<keyof RevocationRecord, unknown>>;
  const tokens: Record<string, number> = {};
  if (signedOut && typeof signedOut === "object") {
    for (const [jti, exp] of Object.entries(signedOut)) if (typeof exp === "number") tokens[jti] = exp;
  }
  return {
    version: typeof version === "number" && Number.isSafeInteger(version) && version > 0 ? version : 0,
    ...(typeof changedAt === "string" ? { changedAt } : {}),
    signedOut: tokens,
  };
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
  return guarded(
    "read the session version",
    async () => recordOf(await blobStore(STORE_NAME).get(customerKey(customerId), { type: "json" })).version,
  );
}

/** Signed out on its own, or older than the customer's last "sign out of all devices". */
export function isRevoked(token: RevocableToken): Promise<boolean> {
  return guarded("check the session", async () => {
    const store = blobStore(STORE_NAME);
    const [stored, legacy] = await Promise.all([
      store.get(customerKey(token.customerId), { type: "json" }),
      token.legacy ? store.get(legacyKey(token), { type: "json" }) : null,
    ]);
    const record = recordOf(stored);
    return legacy !== null || token.version < record.version || token.jti in record.signedOut;
  });
}

/** Drops the legacy layout's days that have passed (best effort: a failure only leaves them longer). */
async function dropExpiredLegacyDays(now: number): Promise<void> {
  const store = blobStore(STORE_NAME);
  const today = dayOf(now / 1000);
  const { directories } = await store.list({ prefix: LEGACY_REVOKED_PREFIX, directories: true });
  let dropped = 0;
  for (const directory of directories.map((name) => name.replace(/\/+$/, "")).sort()) {
    if (directory.slice(LEGACY_REVOKED_PREFIX.length) >= today) continue;
    const { blobs } = await store.list({ prefix: `${directory}/` });
    for (const blob of blobs) {
      if (dropped++ >= CLEANUP_LIMIT) return;
      await store.delete(blob.key);
    }
  }
}

/** Sign-out: this token is refused from now until it expires. */
export async function revokeToken(token: RevocableToken, now = Date.now()): Promise<void> {
  await guarded("revoke the session", () =>
    changeRecord(STORE_NAME, customerKey(token.customerId), (stored) => {
      const record = recordOf(stored);
      if (token.version < record.version || token.jti in record.signedOut) return { result: undefined };
      const live = Object.entries(record.signedOut).filter(([, exp]) => exp * 1000 > now);
      if (live.length >= SIGNED_OUT_LIMIT) {
        return { write: { version: record.version + 1, changedAt: new Date(now).toISOString() }, result: undefined };
      }
      return {
        write: { ...record, signedOut: Object.fromEntries([...live, [token.jti, token.exp]]) },
        result: undefined,
      };
    }),
  );
  await dropExpiredLegacyDays(now).catch((error: unknown) =>
    console.error("[session-revocation] could not drop expired revocations", error),
  );
}

/**
 * "Sign out of all devices": every token issued to the customer until now is refused, those
 * signed out one by one with them, so the record forgets them.
 */
export function revokeAllSessions(customerId: number): Promise<void> {
  return guarded("revoke every session", () =>
    changeRecord(STORE_NAME, customerKey(customerId), (stored) => ({
      write: { version: recordOf(stored).version + 1, changedAt: new Date().toISOString() },
      result: undefined,
    })),
  );
}
