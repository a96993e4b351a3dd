/**
 * Failed sign-ins are limited per account (10 in 15 minutes, then 429), counted in Netlify Blobs
 * so the limit holds across function instances (netlify dev emulates the store locally).
 * Writes are compare-and-swap on the blob's ETag, so concurrent failures are all counted.
 */
import { getStore } from "@netlify/blobs";
import { sha256Hex } from "./hash";
import { LOGIN_MAX_FAILURES, LOGIN_WINDOW_MINUTES } from "../../src/domain/account";

const STORE_NAME = "login-failures";
const WINDOW_MS = LOGIN_WINDOW_MINUTES * 60 * 1000;
const MAX_WRITE_ATTEMPTS = 5;

interface FailureRecord {
  /** Times (ms) of the failures still inside the window, oldest first. */
  failures: number[];
}

/** The account key: a hash of the normalised email, so the store holds no addresses. */
function accountKey(email: string): Promise<string> {
  return sha256Hex(email.trim().toLowerCase());
}

function store() {
  return getStore({ name: STORE_NAME, consistency: "strong" });
}

function recent(record: FailureRecord | null, now: number): number[] {
  return (record?.failures ?? []).filter((time) => typeof time === "number" && now - time < WINDOW_MS);
}

/** Seconds until the account may try again, or 0 when it may try now. */
export async function loginRetryAfterSeconds(email: string, now = Date.now()): Promise<number> {
  try {
    const record = (await store().get(await accountKey(email), { type: "json" })) as FailureRecord | null;
    const failures = recent(record, now);
    if (failures.length < LOGIN_MAX_FAILURES) return 0;
    // Free again once enough of the failures have left the window.
    const oldestCounted = failures[failures.length - LOGIN_MAX_FAILURES] ?? now;
    return Math.max(1, Math.ceil((oldestCounted + WINDOW_MS - now) / 1000));
  } catch (error) {
    // Without the store the limit cannot be kept; signing in still works (logged for operators).
    console.error("[login-throttle] could not read the failure count", error);
    return 0;
  }
}

export async function recordLoginFailure(email: string, now = Date.now()): Promise<void> {
  try {
    const key = await accountKey(email);
    const blobs = store();
    for (let attempt = 0; attempt < MAX_WRITE_ATTEMPTS; attempt++) {
      const current = await blobs.getWithMetadata(key, { type: "json" });
      const record: FailureRecord = {
        failures: [...recent(current?.data as FailureRecord | null, now), now].slice(-LOGIN_MAX_FAILURES * 2),
      };
      const result = !current
        ? await blobs.setJSON(key, record, { onlyIfNew: true })
        : current.etag
          ? await blobs.setJSON(key, record, { onlyIfMatch: current.etag })
          : // netlify dev's local blob server answers reads without an ETag: no compare-and-swap
            // is possible there, so a plain write (onlyIfNew would refuse every later failure).
            await blobs.setJSON(key, record);
      if (result.modified) return;
    }
    console.error("[login-throttle] gave up recording a failure after concurrent writes");
  } catch (error) {
    console.error("[login-throttle] could not record a failure", error);
  }
}

export async function clearLoginFailures(email: string): Promise<void> {
  try {
    await store().delete(await accountKey(email));
  } catch (error) {
    console.error("[login-throttle] could not clear the failure count", error);
  }
}
