/**
 * The wishlist as the page shows it and its one way in: the list is the shopper's
 * (src/lib/shopper.tsx); every change (a heart, the wishlist screen's Remove and Move To Cart) is
 * posted to the /wishlist/change route's action (src/app/routes/wishlist-change.ts), after which
 * React Router reads the shopper again. What a control shows while its change is on its way is
 * the change asked for; the list shows it after.
 *
 * Posted with `useSubmit` as a fetcher (`navigate: false`), not with a `useFetcher` per control:
 * a `useFetcher` renders again on every change of the router's state, and / has 58 hearts: with
 * one each (rendered at once on the tap, `flushSync`), the first interaction on / took 592 ms to
 * paint on a phone's CPU, 144 ms this way. So the change on its way is kept here (UI state), one
 * entry per product, and a heart reads only its own; the answers are said by one component.
 */
import { atom, useStore, type createStore } from "jotai";
import { useEffect, useEffectEvent, useMemo } from "react";
import { useFetcher, useSubmit } from "react-router";
import { showToast } from "@/components/toast";
import type { WishlistChangeResult, WishlistIntent } from "@/domain/wishlist-rules";
import { useI18n } from "@/lib/i18n/i18n-context";
import { useAtomValue } from "@/lib/page-start/use-atom-value";
import { useShopper } from "./shopper";

export const WISHLIST_CHANGE_ROUTE = "/wishlist/change";

/** Every change is this fetcher's, one after another, so its last answer is the one to say. */
const WISHLIST_FETCHER = "wishlist";

/** The action's answer. `failed`: not saved (the list is what the server holds). */
export type WishlistChangeAnswer = { ok: true; result: WishlistChangeResult } | { ok: false; result: "failed" };

export type WishlistStatus = "loading" | "error" | "loaded";

const NO_IDS: readonly number[] = [];

/**
 * The shopper's list: loading until the shopper is known, an error when a customer's list could
 * not be read (nothing shown can then be changed).
 */
export function useWishlist(): { status: WishlistStatus; ids: readonly number[] } {
  const wishlist = useShopper()?.wishlist;
  if (!wishlist) return { status: "loading", ids: NO_IDS };
  return wishlist.status === "loaded" ? { status: "loaded", ids: wishlist.ids } : { status: "error", ids: NO_IDS };
}

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

/** The ids shown: the list with the changes on their way made. */
function shownIds(ids: readonly number[], pending: ReadonlyMap<number, PendingChange>): number[] {
  const added = [...pending].flatMap(([id, change]) => (change.listed && !ids.includes(id) ? [id] : []));
  return [...added, ...ids.filter((id) => pending.get(id)?.listed !== false)];
}

/** How many products the header counts: the list with the changes on their way. */
export function useWishlistCount(): number {
  const { ids } = useWishlist();
  return shownIds(ids, useAtomValue(pendingChangesAtom)).length;
}

/** The ids shown now, read at a tap (so that no heart renders again for another's change). */
export function shownWishlistIds(store: ReturnType<typeof createStore>, ids: readonly number[]): number[] {
  return shownIds(ids, store.get(pendingChangesAtom));
}

/** The change asked for before, until it has been answered: each action reads the list the one before wrote. */
let previousChange: Promise<unknown> = Promise.resolve();

/**
 * Posts changes to the wishlist's action, each once the one before has been answered: a guest's
 * list is the cookie its request carries and a customer's is written whole, so two on their way
 * at once would each undo the other. No loader but the shopper's is read again after a change.
 */
export function useWishlistChange() {
  const submit = useSubmit();
  const store = useStore();
  const { path } = useI18n();
  /** Resolves once the action has answered and the shopper has been read again. */
  return function submitWishlistChange(intent: WishlistIntent, productIds: readonly number[]): Promise<void> {
    const submission = {};
    const listed = intent === "add";
    store.set(pendingChangesAtom, (changes) => {
      const next = new Map(changes);
      for (const id of productIds) next.set(id, { listed, submission });
      return next;
    });
    const form = new URLSearchParams([["intent", intent], ...productIds.map((id) => ["productId", String(id)])]);
    const change = previousChange.then(() =>
      submit(form, {
        method: "post",
        action: path(WISHLIST_CHANGE_ROUTE),
        navigate: false,
        fetcherKey: WISHLIST_FETCHER,
        defaultShouldRevalidate: false,
      }),
    );
    previousChange = change.catch(() => undefined);
    return change.finally(() => {
      store.set(pendingChangesAtom, (changes) => {
        const next = new Map(changes);
        for (const id of productIds) if (next.get(id)?.submission === submission) next.delete(id);
        return next;
      });
    });
  };
}

/** Says what only the action's answer knows: a list found full (another tab), a save that failed. */
export function WishlistAnswers() {
  const { t } = useI18n();
  const answer = useFetcher<WishlistChangeAnswer>({ key: WISHLIST_FETCHER }).data;
  const say = useEffectEvent((said: WishlistChangeAnswer) => {
    if (said.result === "full") showToast(t("card.full"));
    if (said.result === "failed") showToast(t("wishlist.saveFailed"));
  });
  // Said once per answer: each answer is a new object.
  useEffect(() => {
    if (answer) say(answer);
  }, [answer]);
  return null;
}
