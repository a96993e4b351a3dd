/**
 * The wishlist's one way in: every change (a heart, the wishlist screen's Remove and Move To Cart)
 * is posted by a fetcher to the /wishlist/change route's clientAction
 * (src/app/routes/wishlist-change.ts), whose module holds the writing code and says, in a toast,
 * what only its answer knows (a full list, a failed save). What a control shows while its change
 * is on its way is the fetcher's form data; the store shows it after.
 */
import { useFetcher } from "react-router";
import type { WishlistChangeResult, WishlistIntent } from "@/domain/wishlist-rules";

export const WISHLIST_CHANGE_ROUTE = "/wishlist/change";

/**
 * The action's answer. `failed`: not saved (the list went back to what the server holds);
 * `unavailable`: a customer's list that could not be loaded, so nothing was changed.
 */
export type WishlistChangeAnswer =
  { ok: true; result: WishlistChangeResult } | { ok: false; result: "failed" | "unavailable" };

/**
 * A fetcher of the wishlist's action under `key` (a heart's is its product's, so the product
 * page's heart and a card of the same product share what is pending). No loader is read again
 * after a change: the store is the only thing it changes.
 */
export function useWishlistChange(key: string) {
  const fetcher = useFetcher<WishlistChangeAnswer>({ key });
  return {
    /**
     * `said`: the product's name, when the action is to say what it did (a tap made before the
     * list was known; otherwise the control says it at the tap). `atOnce`: the change asked for
     * shows in the same frame as the tap (React Router otherwise renders its state in a
     * transition, which a part still loading holds back); only from an event handler.
     */
    submit(intent: WishlistIntent, productIds: readonly number[], { said = "", atOnce = false } = {}): Promise<void> {
      const form = new URLSearchParams([
        ["intent", intent],
        ["said", said],
        ...productIds.map((id) => ["productId", String(id)]),
      ]);
      return fetcher.submit(form, {
        method: "post",
        action: WISHLIST_CHANGE_ROUTE,
        defaultShouldRevalidate: false,
        flushSync: atOnce,
      });
    },
    /** The change on its way, as asked (undefined when none is). */
    pending: fetcher.formData,
  };
}
