/**
 * The cart's one way in (decision 026): its lines are read by the /addcart route's clientLoader
 * and changed by its clientAction, which React Router follows with a revalidation of every loader
 * on the page and of every fetcher that loaded, so the cart screen, the header's count and the
 * checkout show the cart as the write left it. Screens of every feature submit here through
 * `useCartWrite`; the page frame keeps one keyed fetcher of the lines for a customer
 * (`useCartLines`), since a customer's cart lives on the server; a guest's is counted from the
 * cookie.
 */
import { useCallback, useEffect, useEffectEvent } from "react";
import { useFetcher } from "react-router";
import type { CartItem } from "@/domain/cart";
import type { CartChangeResult, CartProduct, CartWrite, WantedLine } from "@/domain/cart-write";

export type { CartChangeResult, CartProduct, CartWrite, WantedLine };
import { useAtomValue } from "@/lib/page-start/use-atom-value";
import { guestCartAtom } from "@/stores/cart";
import { useSessionUser } from "@/lib/session-user";

export const CART_ROUTE = "/addcart";
/** The page frame's read of a customer's lines, shared by the header and the checkout. */
const CART_LINES_KEY = "cart-lines";

/** SPEC.md section 8's texts for the cart's failures. */
export const CART_FETCH_FAILED = "Failed to fetch cart items from the API";
export const CART_SAVE_FAILED = "Error saving cart to API";
export const CART_DELETE_FAILED = "Error deleting product from API";

/** SPEC.md section 4's cart, loaded or failed (the route's pending state is React Router's). */
export type CartView = { status: "loaded"; items: CartItem[] } | { status: "failed"; message: string };

/** What the cart's loader answers: the view, and whose cart it is (null: a guest's). */
export interface CartLinesData {
  shopper: number | null;
  view: CartView;
}

/** A screen's product as an add carries it. */
export function cartProductOf({ name, stock, sizes, colors }: CartProduct): CartProduct {
  return { name, stock, sizes, colors };
}

/** The action's answer: one result per line written, in the order asked. */
export interface CartWriteAnswer {
  results: CartChangeResult[];
}

/**
 * A form of the cart for one control: `write` submits to the cart's action, `busy` lasts until
 * the cart has been read again after it, and `onAnswer` hears the action's answer as
 * soon as it comes, before the revalidation that follows it (a removed line hears it while it is
 * still on screen).
 */
export function useCartWrite(onAnswer: (answer: CartWriteAnswer) => void) {
  const fetcher = useFetcher<CartWriteAnswer>();
  const answered = useEffectEvent(onAnswer);
  useEffect(() => {
    if (fetcher.data) answered(fetcher.data);
  }, [fetcher.data]);
  return {
    write: (change: CartWrite) =>
      fetcher.submit(change, { method: "post", action: CART_ROUTE, encType: "application/json" }),
    busy: fetcher.state !== "idle",
  };
}

/**
 * A customer's lines as the page frame last loaded them (null until then, and for a guest), and
 * `load` to read them again (a purchase took the bought lines out on the server).
 */
export function useCartLines(): { view: CartView | null; load: () => void } {
  const user = useSessionUser();
  const fetcher = useFetcher<CartLinesData>({ key: CART_LINES_KEY });
  const data = fetcher.data;
  const { load } = fetcher;
  return {
    view: user && data?.shopper === user.id ? data.view : null,
    load: useCallback(() => void load(CART_ROUTE), [load]),
  };
}

/** SPEC.md section 4: the number of distinct products (the last known one while a cart loads). */
export function useCartCount(): number {
  const user = useSessionUser();
  const guestEntries = useAtomValue(guestCartAtom);
  const { view } = useCartLines();
  if (!user) return guestEntries.length;
  return view?.status === "loaded" ? view.items.length : 0;
}

/**
 * The page frame's part: whenever a customer is seen (page load, sign-in) their lines are loaded,
 * and a guest cookie left from before the sign-in is merged in through the action.
 */
export function useCartLinesOfCustomer(): void {
  const user = useSessionUser();
  const guestEntries = useAtomValue(guestCartAtom);
  const { load } = useCartLines();
  const merge = useFetcher({ key: "cart-merge" });
  const customerId = user?.id ?? null;
  const mustMerge = customerId !== null && guestEntries.length > 0;
  const loadLines = useEffectEvent(load);
  const mergeGuestLines = useEffectEvent(() => {
    if (merge.state === "idle")
      void merge.submit({ intent: "merge" } satisfies CartWrite, {
        method: "post",
        action: CART_ROUTE,
        encType: "application/json",
      });
  });

  useEffect(() => {
    if (customerId !== null) loadLines();
  }, [customerId]);
  useEffect(() => {
    // The action's revalidation then loads the merged lines.
    if (mustMerge) mergeGuestLines();
  }, [mustMerge, customerId]);
}
