/**
 * The wishlist's one way in: every change (a heart, the wishlist screen's Remove and Move To Cart)
 * is posted to the /wishlist/change route's clientAction (src/app/routes/wishlist-change.ts),
 * whose module holds the writing code and says, in a toast, what only its answer knows (a full
 * list, a failed save). What a control shows while its change is on its way is the change asked
 * for; the store shows it after.
 *
 * Posted with `useSubmit` as a fetcher (`navigate: false`), not with a `useFetcher` per control:
 * a `useFetcher` renders again on every change of the router's state, and / has 58 hearts: with
 * one each (rendered at once on the tap, `flushSync`), the first interaction on / took 592 ms to
 * paint on a phone's CPU, 144 ms this way. So the change on its way is kept here, one entry per
 * product, and a heart reads only its own.
 */
import { atom, useStore, type createStore } from "jotai";
import { useMemo } from "react";
import { useSubmit } from "react-router";
import type { WishlistChangeResult, WishlistIntent } from "@/domain/wishlist-rules";
import { useAtomValue } from "@/lib/page-start/use-atom-value";
import { wishlistIdsAtom } from "@/stores/wishlist";

export const WISHLIST_CHANGE_ROUTE = "/wishlist/change";

/**
 * The action's answer. `failed`: not saved (the list went back to what the server holds);
 * `unavailable`: a customer's list that could not be loaded, so nothing was changed.
 */
export type WishlistChangeAnswer =
  { ok: true; result: WishlistChangeResult } | { ok: false; result: "failed" | "unavailable" };

/** A change on its way: whether the product is to be in the list, and which submission asked. */
interface PendingChange {
  readonly listed: boolean;
  readonly submission: object;
}

const pendingChangesAtom = atom<ReadonlyMap<number, PendingChange>>(new Map());

/** The products on their way out of the list, which the wishlist screen no longer shows. */
export const pendingRemovalsAtom = atom((get) =>
  [...get(pendingChangesAtom)].flatMap(([id, change]) => (change.listed ? [] : [id])),
);

/**
 * Whether the product is to be in the list once its change on the way has been made; undefined
 * when none is. A component reading it renders again for its own product's changes only.
 */
export function usePendingWishlistChange(productId: number): boolean | undefined {
  const pending = useMemo(() => atom((get) => get(pendingChangesAtom).get(productId)?.listed), [productId]);
  return useAtomValue(pending);
}

/** Whether the product shows as in the list now: as its change on the way asks, else as the list holds. */
export function isListedNow(store: ReturnType<typeof createStore>, productId: number): boolean {
  return store.get(pendingChangesAtom).get(productId)?.listed ?? store.get(wishlistIdsAtom).includes(productId);
}

/**
 * Posts changes to the wishlist's action as the fetcher `key` (a heart's is its product's: a second
 * tap on the same heart replaces the first's submission). No loader is read again after a change:
 * the store is the only thing it changes.
 */
export function useWishlistChange(key: string) {
  const submit = useSubmit();
  const store = useStore();
  /** Resolves once the action has answered. */
  return async function submitWishlistChange(intent: WishlistIntent, productIds: readonly number[]): Promise<void> {
    const submission = {};
    const listed = intent === "add";
    store.set(pendingChangesAtom, (changes) => {
      const next = new Map(changes);
      for (const id of productIds) next.set(id, { listed, submission });
      return next;
    });
    const form = new URLSearchParams([["intent", intent], ...productIds.map((id) => ["productId", String(id)])]);
    try {
      await submit(form, {
        method: "post",
        action: WISHLIST_CHANGE_ROUTE,
        navigate: false,
        fetcherKey: key,
        defaultShouldRevalidate: false,
      });
    } finally {
      store.set(pendingChangesAtom, (changes) => {
        const next = new Map(changes);
        for (const id of productIds) if (next.get(id)?.submission === submission) next.delete(id);
        return next;
      });
    }
  };
}
