/**
 * The sign-in limit (src/domain/account.ts has the numbers), kept in Netlify Blobs so it holds
 * across function instances. Every password check is reserved before the shop API sees the
 * password, by an atomic change of three records (./blob-record.ts, ./client-window.ts):
 *
 * - per account and client address: at most LOGIN_MAX_FAILURES checks in the window, then 429
 *   until the oldest leaves it. A stranger's guesses lock out only the stranger's address.
 * - per client address across accounts: at most LOGIN_ADDRESS_MAX_FAILURES failed and in-flight
 *   checks in the window, then 429 for that address. One password tried on many accounts
 *   (spraying) passes under the other two; this stops it, and again only for that address.
 * - per account: the failed and in-flight checks from every address. Past LOGIN_MAX_FAILURES of
 *   them, each further check is scheduled a growing interval after the previous one (doubling,
 *   bounded): a short wait is waited out here, a longer one is a 429 saying how long. Guessing
 *   from many addresses is slowed down, and the owner still gets in, at worst after that wait.
 *
 * A success clears its account and address record and takes its own check off the other two; a
 * failure stays counted. A check the shop API certainly did not make (it could not be reached, or
 * answered a 5xx or its own 429) is given back; one whose answer was lost (a stall, a dropped
 * connection) stays counted as a failure, as it may have been made, and is never asked again (one
 * reservation, one call). A refused check is counted nowhere. When the store cannot be read or
 * written the check is refused (LoginThrottleUnavailable): never an unlimited guess.
 */
import { randomUUID } from "node:crypto";
import {
  LOGIN_ACCOUNT_DELAY_BASE_SECONDS,
  LOGIN_ACCOUNT_DELAY_MAX_SECONDS,
  LOGIN_ADDRESS_MAX_FAILURES,
  LOGIN_MAX_FAILURES,
  LOGIN_WINDOW_MINUTES,
} from "@domain/account";
import { changeRecord } from "./blob-record";
import { addressBucket, removeFromWindow, reserveInWindow, retrySeconds, windowEntries } from "./client-window";
import { sha256Hex } from "./hash";

const STORE_NAME = "login-throttle";
const WINDOW_MS = LOGIN_WINDOW_MINUTES * 60 * 1000;
/** An account check scheduled further away than this is refused with Retry-After, not waited for. */
export const MAX_SERVER_WAIT_MS = 5_000;

interface Keys {
  /** The account and address record. */
  addressKey: string;
  /** The address's record across accounts. */
  clientKey: string;
  accountKey: string;
}

export type LoginReservation =
  | ({ granted: true; id: string; waitMs: number } & Keys)
  | { granted: false; scope: "address" | "client" | "account"; retryAfterSeconds: number };

export class LoginThrottleUnavailable extends Error {
  override readonly name = "LoginThrottleUnavailable";
}

/** How long after the previous check the account's next one waits, with `count` already in the window. */
export function accountDelayMs(count: number): number {
  if (count < LOGIN_MAX_FAILURES) return 0;
  const seconds = LOGIN_ACCOUNT_DELAY_BASE_SECONDS * 2 ** Math.min(count - LOGIN_MAX_FAILURES, 30);
  return Math.min(seconds, LOGIN_ACCOUNT_DELAY_MAX_SECONDS) * 1000;
}

async function keys(email: string, clientAddress: string): Promise<Keys> {
  const account = await sha256Hex(email.trim().toLowerCase());
  const bucket = addressBucket(clientAddress);
  return {
    accountKey: `account/${account}`,
    addressKey: `address/${await sha256Hex(`${account}\n${bucket}`)}`,
    clientKey: `client/${await sha256Hex(bucket)}`,
  };
}

const removeEntry = (key: string, id: string) => removeFromWindow(STORE_NAME, key, id, WINDOW_MS);

/** Gives reserved entries back when a later step refuses or fails (no password was checked). */
async function giveBack(keysToFree: string[], id: string): Promise<void> {
  await Promise.all(keysToFree.map((key) => removeEntry(key, id)));
}

/** Reserves one password check for the account from this address, or says how long to wait. */
export async function reserveLoginCheck(email: string, clientAddress: string): Promise<LoginReservation> {
  const id = randomUUID();
  try {
    const { accountKey, addressKey, clientKey } = await keys(email, clientAddress);
    const addressRetryMs = await reserveInWindow(STORE_NAME, addressKey, id, LOGIN_MAX_FAILURES, WINDOW_MS);
    if (addressRetryMs > 0)
      return { granted: false, scope: "address", retryAfterSeconds: retrySeconds(addressRetryMs) };

    let clientRetryMs: number;
    try {
      clientRetryMs = await reserveInWindow(STORE_NAME, clientKey, id, LOGIN_ADDRESS_MAX_FAILURES, WINDOW_MS);
    } catch (error) {
      await giveBack([addressKey], id).catch(() => undefined);
      throw error;
    }
    if (clientRetryMs > 0) {
      await giveBack([addressKey], id);
      return { granted: false, scope: "client", retryAfterSeconds: retrySeconds(clientRetryMs) };
    }

    let slot: { at: number } | { refusedForMs: number };
    try {
      slot = await changeRecord<{ at: number } | { refusedForMs: number }>(STORE_NAME, accountKey, (record) => {
        const now = Date.now();
        const entries = windowEntries(record, now, WINDOW_MS);
        const previous = entries.at(-1)?.at ?? now;
        const at = Math.max(
          now,
          entries.length >= LOGIN_MAX_FAILURES ? previous + accountDelayMs(entries.length) : now,
        );
        if (at - now > MAX_SERVER_WAIT_MS) return { result: { refusedForMs: at - now } };
        return { write: { entries: [...entries, { id, at }] }, result: { at } };
      });
    } catch (error) {
      await giveBack([addressKey, clientKey], id).catch(() => undefined);
      throw error;
    }
    if ("refusedForMs" in slot) {
      // No password was checked: the address keeps its allowances.
      await giveBack([addressKey, clientKey], id);
      return { granted: false, scope: "account", retryAfterSeconds: retrySeconds(slot.refusedForMs) };
    }
    return { granted: true, id, accountKey, addressKey, clientKey, waitMs: Math.max(0, slot.at - Date.now()) };
  } catch (error) {
    console.error("[login-throttle] could not reserve a sign-in check", error);
    throw new LoginThrottleUnavailable("the sign-in limit could not be checked");
  }
}

/**
 * The password was right: this account and address starts again, and the account and the
 * address's count across accounts forget this check (they count failures).
 */
export async function loginSucceeded(reservation: LoginReservation & { granted: true }): Promise<void> {
  try {
    await Promise.all([
      changeRecord(STORE_NAME, reservation.addressKey, () => ({ write: { entries: [] }, result: undefined })),
      removeEntry(reservation.accountKey, reservation.id),
      removeEntry(reservation.clientKey, reservation.id),
    ]);
  } catch (error) {
    console.error("[login-throttle] could not clear the counts after a sign-in", error);
  }
}

/** The shop API certainly made no check (unreachable, a 5xx, its own 429): the check is given back. */
export async function loginNotChecked(reservation: LoginReservation & { granted: true }): Promise<void> {
  try {
    await giveBack([reservation.addressKey, reservation.clientKey, reservation.accountKey], reservation.id);
  } catch (error) {
    console.error("[login-throttle] could not give back an unchecked sign-in", error);
  }
}
