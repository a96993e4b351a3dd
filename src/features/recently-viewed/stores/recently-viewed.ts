/**
 * The products this device opened last (issue 16): ids in localStorage, for guests and customers
 * alike. It is a browsing hint of one device, so it never goes to the server, and the server's
 * HTML never shows it: like every persisted atom it is empty until the page has hydrated.
 */
import { atom } from "jotai";
import * as v from "valibot";
import { IdSchema } from "@/domain/ids";
import { persistedAtom, RESET } from "@/lib/persisted-atom";
import { soundViewedList, withViewed } from "@/features/recently-viewed/utils/recently-viewed-list";

const KEY = "recentlyViewed";
const IdsSchema = v.pipe(
  v.array(IdSchema),
  v.transform((ids: number[]) => soundViewedList(ids)),
);

export const recentlyViewedIdsAtom = persistedAtom<number[]>(KEY, IdsSchema, [], { in: "localStorage" });

export const rememberViewedAtom = atom(null, (get, set, productId: number) => {
  const ids = get(recentlyViewedIdsAtom);
  if (ids[0] !== productId) set(recentlyViewedIdsAtom, withViewed(ids, productId));
});

/** Takes out products the catalogue no longer has (withdrawn from sale). */
export const forgetViewedAtom = atom(null, (get, set, gone: readonly number[]) => {
  const ids = get(recentlyViewedIdsAtom);
  if (ids.some((id) => gone.includes(id)))
    set(
      recentlyViewedIdsAtom,
      ids.filter((id) => !gone.includes(id)),
    );
});

export const clearViewedAtom = atom(null, (_get, set) => set(recentlyViewedIdsAtom, RESET));
