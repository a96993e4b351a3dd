/**
 * What the functions' limits share (the sign-in limit, ./login-throttle.ts, and the registration
 * limit, ./signup-throttle.ts): the client's address as they count it, and a sliding window of
 * reserved checks kept as one record in Netlify Blobs, changed atomically (./blob-record.ts).
 */
import { changeRecord } from "./blob-record";

/** Netlify sets this header to the address the request came from (a client cannot choose it). */
export const CLIENT_ADDRESS_HEADER = "x-nf-client-connection-ip";

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

export interface WindowEntry {
  id: string;
  /** When the check happens (ms since the epoch). */
  at: number;
}

/** The record's entries still inside the window, oldest first (anything malformed is dropped). */
export function windowEntries(record: unknown, now: number, windowMs: number): WindowEntry[] {
  const list = (record as { entries?: unknown } | null)?.entries;
  if (!Array.isArray(list)) return [];
  return list
    .filter(
      (entry): entry is WindowEntry =>
        typeof (entry as WindowEntry | null)?.id === "string" && typeof (entry as WindowEntry | null)?.at === "number",
    )
    .filter((entry) => now - entry.at < windowMs)
    .sort((a, b) => a.at - b.at);
}

/** Whole seconds to wait, at least 1 (Retry-After). */
export const retrySeconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

/**
 * Reserves entry `id` in the record at `key` unless `max` entries are in the window already.
 * Answers 0 when reserved, else how many ms until the oldest counted entry leaves the window.
 */
export function reserveInWindow(storeName: string, key: string, id: string, max: number, windowMs: number) {
  return changeRecord(storeName, key, (record) => {
    const now = Date.now();
    const entries = windowEntries(record, now, windowMs);
    if (entries.length >= max) {
      const oldestCounted = entries[entries.length - max]?.at ?? now;
      return { result: oldestCounted + windowMs - now };
    }
    return { write: { entries: [...entries, { id, at: now }] }, result: 0 };
  });
}

/** Takes entry `id` off the record at `key` (a check given back, or a success that is no failure). */
export async function removeFromWindow(storeName: string, key: string, id: string, windowMs: number): Promise<void> {
  await changeRecord(storeName, key, (record) => {
    const entries = windowEntries(record, Date.now(), windowMs);
    const kept = entries.filter((entry) => entry.id !== id);
    return { write: kept.length === entries.length ? undefined : { entries: kept }, result: undefined };
  });
}
