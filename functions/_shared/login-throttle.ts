/**
 * The sign-in limit (src/domain/account.ts has the numbers), kept in Netlify Blobs so it holds
 * across function instances. Every password check is reserved before the shop API sees the
 * password, by an atomic change of two records (./blob-record.ts):
 *
 * - per account and client address: at most LOGIN_MAX_FAILURES checks in the window, then 429
 *   until the oldest leaves it. A stranger's guesses lock out only the stranger's address.
 * - per account: the failed and in-flight checks from every address. Past LOGIN_MAX_FAILURES of
 *   them, each further check is scheduled a growing interval after the previous one (doubling,
 *   bounded): a short wait is waited out here, a longer one is a 429 saying how long. Guessing
 *   from many addresses is slowed down, and the owner still gets in, at worst after that wait.
 *
 * A success clears its address's record and takes its own check off the account's; a failure
 * stays counted; a check the shop API never answered is given back. When the store cannot be
 * read or written the check is refused (LoginThrottleUnavailable): never an unlimited guess.
 */
import { randomUUID } from "node:crypto";
import {
  LOGIN_ACCOUNT_DELAY_BASE_SECONDS,
  LOGIN_ACCOUNT_DELAY_MAX_SECONDS,
  LOGIN_MAX_FAILURES,
  LOGIN_WINDOW_MINUTES,
} from "../../src/domain/account";
import { changeRecord } from "./blob-record";
import { sha256Hex } from "./hash";

const STORE_NAME = "login-throttle";
const WINDOW_MS = LOGIN_WINDOW_MINUTES * 60 * 1000;
/** An account check scheduled further away than this is refused with Retry-After, not waited for. */
export const MAX_SERVER_WAIT_MS = 5_000;

/** Netlify sets this header to the address the request came from (a client cannot choose it). */
export const CLIENT_ADDRESS_HEADER = "x-nf-client-connection-ip";

interface Entry {
  id: string;
  /** When the check happens (ms): now, or later when the account's schedule delays it. */
  at: number;
}

export type LoginReservation =
  | { granted: true; id: string; addressKey: string; accountKey: string; waitMs: number }
  | { granted: false; scope: "address" | "account"; retryAfterSeconds: number };

export class LoginThrottleUnavailable extends Error {
  override readonly name = "LoginThrottleUnavailable";
}

/**
 * The address a limit is counted for: IPv4 as is (an IPv4-mapped IPv6 address as its IPv4), an
 * IPv6 address as its /64, which one subscriber usually holds whole.
 */
export function addressBucket(raw: string | null): string {
  const ip = (raw ?? "").trim().toLowerCase();
  if (ip === "") return "unknown";
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(ip);
  if (mapped?.[1]) return mapped[1];
  if (!ip.includes(":")) return ip;
  const [head = "", tail] = ip.split("::");
  const headGroups = head ? head.split(":") : [];
  const tailGroups = tail ? tail.split(":") : [];
  const groups =
    tail === undefined
      ? headGroups
      : [
          ...headGroups,
          ...Array<string>(Math.max(0, 8 - headGroups.length - tailGroups.length)).fill("0"),
          ...tailGroups,
        ];
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ""))
    .join(":")}::/64`;
}

/** How long after the previous check the account's next one waits, with `count` already in the window. */
export function accountDelayMs(count: number): number {
  if (count < LOGIN_MAX_FAILURES) return 0;
  const seconds = LOGIN_ACCOUNT_DELAY_BASE_SECONDS * 2 ** Math.min(count - LOGIN_MAX_FAILURES, 30);
  return Math.min(seconds, LOGIN_ACCOUNT_DELAY_MAX_SECONDS) * 1000;
}

function entriesOf(record: unknown, now: number): Entry[] {
  const list = (record as { entries?: unknown } | null)?.entries;
  if (!Array.isArray(list)) return [];
  return list
    .filter(
      (entry): entry is Entry =>
        typeof (entry as Entry | null)?.id === "string" && typeof (entry as Entry | null)?.at === "number",
    )
    .filter((entry) => now - entry.at < WINDOW_MS)
    .sort((a, b) => a.at - b.at);
}

const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

async function keys(email: string, clientAddress: string) {
  const account = await sha256Hex(email.trim().toLowerCase());
  return {
    accountKey: `account/${account}`,
    addressKey: `address/${await sha256Hex(`${account}\n${addressBucket(clientAddress)}`)}`,
  };
}

/** Takes one check off a record (given back, or a success that is no failure). */
async function removeEntry(key: string, id: string): Promise<void> {
  await changeRecord(STORE_NAME, key, (record) => {
    const entries = entriesOf(record, Date.now());
    const kept = entries.filter((entry) => entry.id !== id);
    return { write: kept.length === entries.length ? undefined : { entries: kept }, result: undefined };
  });
}

/** Reserves one password check for the account from this address, or says how long to wait. */
export async function reserveLoginCheck(email: string, clientAddress: string): Promise<LoginReservation> {
  const id = randomUUID();
  try {
    const { accountKey, addressKey } = await keys(email, clientAddress);
    const addressRetryMs = await changeRecord(STORE_NAME, addressKey, (record) => {
      const now = Date.now();
      const entries = entriesOf(record, now);
      if (entries.length >= LOGIN_MAX_FAILURES) {
        // Free again once enough of the checks have left the window.
        const oldestCounted = entries[entries.length - LOGIN_MAX_FAILURES]?.at ?? now;
        return { result: oldestCounted + WINDOW_MS - now };
      }
      return { write: { entries: [...entries, { id, at: now }] }, result: 0 };
    });
    if (addressRetryMs > 0) return { granted: false, scope: "address", retryAfterSeconds: seconds(addressRetryMs) };

    let slot: { at: number } | { refusedForMs: number };
    try {
      slot = await changeRecord<{ at: number } | { refusedForMs: number }>(STORE_NAME, accountKey, (record) => {
        const now = Date.now();
        const entries = entriesOf(record, now);
        const previous = entries.at(-1)?.at ?? now;
        const at = Math.max(
          now,
          entries.length >= LOGIN_MAX_FAILURES ? previous + accountDelayMs(entries.length) : now,
        );
        if (at - now > MAX_SERVER_WAIT_MS) return { result: { refusedForMs: at - now } };
        return { write: { entries: [...entries, { id, at }] }, result: { at } };
      });
    } catch (error) {
      await removeEntry(addressKey, id).catch(() => undefined);
      throw error;
    }
    if ("refusedForMs" in slot) {
      // No password was checked: the address keeps its allowance.
      await removeEntry(addressKey, id);
      return { granted: false, scope: "account", retryAfterSeconds: seconds(slot.refusedForMs) };
    }
    return { granted: true, id, accountKey, addressKey, waitMs: Math.max(0, slot.at - Date.now()) };
  } catch (error) {
    console.error("[login-throttle] could not reserve a sign-in check", error);
    throw new LoginThrottleUnavailable("the sign-in limit could not be checked");
  }
}

/** The password was right: this address starts again, and the account forgets this check. */
export async function loginSucceeded(reservation: LoginReservation & { granted: true }): Promise<void> {
  try {
    await Promise.all([
      changeRecord(STORE_NAME, reservation.addressKey, () => ({ write: { entries: [] }, result: undefined })),
      removeEntry(reservation.accountKey, reservation.id),
    ]);
  } catch (error) {
    console.error("[login-throttle] could not clear the counts after a sign-in", error);
  }
}

/** The shop API gave no verdict on the password (down, 5xx): the check is given back. */
export async function loginNotChecked(reservation: LoginReservation & { granted: true }): Promise<void> {
  try {
    await Promise.all([
      removeEntry(reservation.addressKey, reservation.id),
      removeEntry(reservation.accountKey, reservation.id),
    ]);
  } catch (error) {
    console.error("[login-throttle] could not give back an unchecked sign-in", error);
  }
}
