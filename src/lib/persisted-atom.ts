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
import { DAY_SECONDS, readCookie, removeCookie, writeCookie } from "./cookies";

export type Persistence = { in: "cookie"; days: number } | { in: "localStorage" };

type StoredCheck<T> =
  { readonly value: T; readonly issues?: undefined } | { readonly issues: readonly { readonly message: string }[] };

/**
 * What a stored value must look like: a Standard Schema, checked synchronously. A valibot schema is
 * one; the page frame's own cookies (the guest's cart and wishlist) are checked by `storedShape`s
 * written by hand, so that the frame loads no validation library before the page runs (design
 * notes, "JavaScript before interaction").
 */
export interface StoredShape<T> {
  readonly "~standard": { readonly validate: (value: unknown) => StoredCheck<T> | Promise<StoredCheck<T>> };
}

/** A shape from a function that reads the parsed JSON into the value, or says what is wrong with it. */
export function storedShape<T>(read: (json: unknown) => { value: T } | { problem: string }): StoredShape<T> {
  return {
    "~standard": {
      validate: (json) => {
        const result = read(json);
        return "problem" in result ? { issues: [{ message: result.problem }] } : { value: result.value };
      },
    },
  };
}

function parse<T>(key: string, text: string | null, shape: StoredShape<T>, fallback: T): T {
  if (text === null) return fallback;
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    console.warn(`Ignoring ${key}: it is not valid JSON.`);
    return fallback;
  }
  const result = shape["~standard"].validate(json);
  // Every stored shape is synchronous; one that is not cannot fill a value read during a render.
  if (result instanceof Promise || result.issues) {
    const issues = result instanceof Promise ? [] : result.issues;
    console.warn(`Ignoring ${key}: ${issues[0]?.message ?? "unexpected shape"}.`);
    return fallback;
  }
  return result.value;
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

/**
 * Sets a persisted atom back to its fallback and removes the stored copy. Its own, not jotai/utils'
 * RESET: that module builds a storage object as it loads, 0.3 KiB gzip the page frame would carry
 * for one symbol.
 */
export const RESET: unique symbol = Symbol("reset");

/** A new value, a change of the current one, or RESET. */
type SetStateAction<T> = T | ((previous: T) => T) | typeof RESET;

/**
 * The stored value itself, for a client loader that runs while the page hydrates, before
 * `loadPersistedAtoms()` has filled the store (reading it into the store then would change what
 * the hydrating header renders).
 */
export function readPersisted<T>(key: string, shape: StoredShape<T>, fallback: T, persistence: Persistence): T {
  return parse(key, read(key, persistence), shape, fallback);
}

export function persistedAtom<T>(
  key: string,
  shape: StoredShape<T>,
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
  loaders.push(() => getDefaultStore().set(valueAtom, parse(key, read(key, persistence), shape, fallback)));
  // An atom module first imported after hydration (a lazily loaded screen) reads at once.
  if (loaded) loaders.at(-1)?.();
  return persisted;
}
