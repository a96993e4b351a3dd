/**
 * A jotai atom kept in a cookie (SPEC.md section 3's cartItems, wishlistItems, productReviews) or
 * in localStorage. What comes back out is untrusted: invalid JSON or a wrong shape is logged and
 * the atom starts empty (SPEC.md section 8), it never crashes the page.
 */
import { atomWithStorage } from "jotai/utils";
import * as v from "valibot";
import { DAY_SECONDS, readCookie, removeCookie, writeCookie } from "./cookies";

interface SyncStorage<T> {
  getItem: (key: string, fallback: T) => T;
  setItem: (key: string, value: T) => void;
  removeItem: (key: string) => void;
}

export type Persistence = { in: "cookie"; days: number } | { in: "localStorage" };

function parse<T>(key: string, text: string | null, schema: v.GenericSchema<unknown, T>, fallback: T): T {
  if (text === null) return fallback;
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    console.warn(`Ignoring ${key}: it is not valid JSON.`);
    return fallback;
  }
  const result = v.safeParse(schema, json);
  if (!result.success) {
    console.warn(`Ignoring ${key}: ${result.issues[0]?.message ?? "unexpected shape"}.`);
    return fallback;
  }
  return result.output;
}

function storageFor<T>(schema: v.GenericSchema<unknown, T>, persistence: Persistence): SyncStorage<T> {
  const read = (key: string) => (persistence.in === "cookie" ? readCookie(key) : window.localStorage.getItem(key));
  return {
    getItem: (key, fallback) => parse(key, read(key), schema, fallback),
    setItem: (key, value) => {
      const text = JSON.stringify(value);
      if (persistence.in === "cookie") writeCookie(key, text, persistence.days * DAY_SECONDS);
      else window.localStorage.setItem(key, text);
    },
    removeItem: (key) => {
      if (persistence.in === "cookie") removeCookie(key);
      else window.localStorage.removeItem(key);
    },
  };
}

export function persistedAtom<T>(
  key: string,
  schema: v.GenericSchema<unknown, T>,
  fallback: T,
  persistence: Persistence,
) {
  return atomWithStorage<T>(key, fallback, storageFor(schema, persistence), { getOnInit: true });
}
