/**
 * The compare list (SPEC.md sections 3 to 5): product ids, added once, removed by id. SPEC.md names
 * no cookie for it, so it lives in localStorage: it survives a reload and is never sent to the server.
 */
import { atom } from "jotai";
import * as v from "valibot";
import { IdSchema } from "@/domain/ids";
import { persistedAtom, readPersisted, type Persistence } from "@/lib/persisted-atom";

/** A comparison table wider than this stops being readable. */
export const COMPARE_MAX_ITEMS = 4;

const KEY = "compareItems";
const IdsSchema = v.pipe(v.array(IdSchema), v.maxLength(COMPARE_MAX_ITEMS));
const STORED_IN: Persistence = { in: "localStorage" };

export const compareIdsAtom = persistedAtom<number[]>(KEY, IdsSchema, [], STORED_IN);

/** The stored list as it is now, for the compare page's client loader. */
export function storedCompareIds(): number[] {
  return readPersisted(KEY, IdsSchema, [], STORED_IN);
}

export type CompareAddResult = "added" | "already" | "full";

export const addToCompareAtom = atom(null, (get, set, productId: number): CompareAddResult => {
  const ids = get(compareIdsAtom);
  if (ids.includes(productId)) return "already";
  if (ids.length >= COMPARE_MAX_ITEMS) return "full";
  set(compareIdsAtom, [...ids, productId]);
  return "added";
});

export const removeFromCompareAtom = atom(null, (get, set, productId: number) => {
  set(
    compareIdsAtom,
    get(compareIdsAtom).filter((id) => id !== productId),
  );
});
