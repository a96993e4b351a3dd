/**
 * A jotai atom kept in a cookie (SPEC.md section 3's cartItems, wishlistItems, productReviews) or
 * in localStorage. What comes back out is untrusted: invalid JSON or a wrong shape is logged and
 * the atom starts empty (SPEC.md section 8), it never crashes the page.
 *
 * Server rendering: the server never sees a shopper's cookies or storage, so every persisted atom
 * starts at its fallback, on the server and while the browser hydrates the server's HTML (the
 * same markup on both sides). `loadPersistedAtoms()`, called once hydration has committed, reads
 * the stored values into the store: the badges and hearts fill in right after the first paint.
 */
import { atom, getDefaultStore, type WritableAtom } from "jotai";
import { RESET } from "jotai/utils";
import * as v from "valibot";
import { DAY_SECONDS, readCookie, removeCookie, writeCookie } from "./cookies";

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

function read(key: string, persistence: Persistence): string | null {
  return persistence.in === "cookie" ? readCookie(key) : window.localStorage.getItem(key);
}

function write(key: string, text: string | null, persistence: Persistence): void {
  if (persistence.in === "cookie") {
    if (text === null) removeCookie(key);
    else writeCookie(key, text, persistence.days * DAY_SECONDS);
  } else if (text === null) window.localStorage.removeItem(key);
  else window.localStorage.setItem(key, text);
}

/** Each persisted atom's "read the stored value into the store" step. */
const loaders: Array<() => void> = [];
let loaded = false;

/** Reads every persisted atom's stored value into jotai's store (once, after hydration). */
export function loadPersistedAtoms(): void {
  if (loaded) return;
  loaded = true;
  for (const load of loaders) load();
}

/** A new value, a change of the current one, or RESET: back to the fallback, the stored copy removed. */
type SetStateAction<T> = T | ((previous: T) => T) | typeof RESET;

/**
 * The stored value itself, for a client loader that runs while the page hydrates, before
 * `loadPersistedAtoms()` has filled the store (reading it into the store then would change what
 * the hydrating header renders).
 */
export function readPersisted<T>(
  key: string,
  schema: v.GenericSchema<unknown, T>,
  fallback: T,
  persistence: Persistence,
): T {
  return parse(key, read(key, persistence), schema, fallback);
}

export function persistedAtom<T>(
  key: string,
  schema: v.GenericSchema<unknown, T>,
  fallback: T,
  persistence: Persistence,
): WritableAtom<T, [SetStateAction<T>], void> {
  const valueAtom = atom<T>(fallback);
  const persisted = atom(
    (get) => get(valueAtom),
    (get, set, update: SetStateAction<T>) => {
      if (update === RESET) {
        set(valueAtom, fallback);
        write(key, null, persistence);
        return;
      }
      const next = typeof update === "function" ? (update as (previous: T) => T)(get(valueAtom)) : update;
      set(valueAtom, next);
      write(key, JSON.stringify(next), persistence);
    },
  );
  loaders.push(() => getDefaultStore().set(valueAtom, parse(key, read(key, persistence), schema, fallback)));
  // An atom module first imported after hydration (a lazily loaded screen) reads at once.
  if (loaded) loaders.at(-1)?.();
  return persisted;
}
