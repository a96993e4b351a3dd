/**
 * The cart's one way in (decision 026, decision 068): its lines are read by the /addcart route's
 * clientLoader and changed by its server action only, which React Router follows with a
 * revalidation of every loader on the page and of every fetcher that loaded, so the cart screen,
 * the header's count and the checkout show the cart as the write left it. Screens of every
 * feature submit the cart's form there through `useCartWrite`; while a change is on its way the
 * header counts it from the fetcher's form (React Router's optimistic pattern). The page frame
 * keeps one keyed fetcher of the lines for a customer (`useCartLines`), since a customer's cart
 * lives on the server; a guest's is counted from the cookie, which the action's answer sets.
 */
import { useCallback, useEffect, useEffectEvent, useRef } from "react";
import { useFetcher, useFetchers, type Fetcher } from "react-router";
import type { CartItem } from "@/domain/cart";
import type { CartChangeResult, CartField, CartWrite } from "@/domain/cart-write";

export type { CartChangeResult, CartWrite };
import { useAtomValue } from "@/lib/page-start/use-atom-value";
import { guestCartAtom, rereadGuestCart } from "@/stores/cart";
import { useSessionUser } from "@/lib/session-user";
import { useI18n } from "@/lib/i18n/i18n-context";
import { routePathOf } from "@domain/locale";

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

/** The action's answer: one result per change asked; for a form it could not read, each field's message. */
export interface CartWriteAnswer {
  results: CartChangeResult[];
  errors?: Partial<Record<CartField, string>>;
}

/** A change as the cart's form posts it. */
function cartForm(change: CartWrite): Record<string, string> {
  switch (change.intent) {
    case "add":
      return { intent: "add", id: String(change.id), size: change.size, color: change.color };
    case "set":
      return { intent: "set", id: String(change.id), unit: String(change.unit) };
    case "remove":
      return { intent: "remove", id: String(change.id) };
  }
}

/** The cart's changes on their way, each with its form, posted from a page in either language. */
function useCartWritesInFlight(): Fetcher[] {
  return useFetchers().filter(
    (fetcher) => fetcher.formAction !== undefined && routePathOf(fetcher.formAction) === CART_ROUTE && fetcher.formData,
  );
}

/**
 * A form of the cart for one control: `write` submits to the cart's action, `pending` is the
 * change on its way (until the cart has been read again after it), `busy` whether the control
 * must wait, and `onAnswer` hears the action's answer as soon as it comes, before the revalidation
 * that follows it (a removed line hears it while it is still on screen). A control waits for its
 * own change; a guest's waits for any change of the cart: a guest's cart is the cookie each
 * request carries, so two changes at once would start from the same cookie and the later answer
 * would undo the earlier. A customer's changes are each one statement on the server.
 */
export function useCartWrite(onAnswer: (answer: CartWriteAnswer) => void) {
  const fetcher = useFetcher<CartWriteAnswer>();
  const { path } = useI18n();
  const answered = useEffectEvent(onAnswer);
  const guest = !useSessionUser();
  const othersBusy = useCartWritesInFlight().length > 0;
  useEffect(() => {
    if (fetcher.data) answered(fetcher.data);
  }, [fetcher.data]);
  return {
    write: (change: CartWrite) => fetcher.submit(cartForm(change), { method: "post", action: path(CART_ROUTE) }),
    pending: fetcher.formData,
    busy: fetcher.state !== "idle" || (guest && othersBusy),
  };
}

/**
 * A customer's lines as the page frame last loaded them (null until then, and for a guest), and
 * `load` to read them again (a purchase took the bought lines out on the server).
 */
export function useCartLines(): { view: CartView | null; load: () => void } {
  const user = useSessionUser();
  const fetcher = useFetcher<CartLinesData>({ key: CART_LINES_KEY });
  const { path } = useI18n();
  const data = fetcher.data;
  const { load } = fetcher;
  const route = path(CART_ROUTE);
  return {
    view: user && data?.shopper === user.id ? data.view : null,
    load: useCallback(() => void load(route), [load, route]),
  };
}

/**
 * SPEC.md section 4: the number of distinct products (the last known one while a cart loads), with
 * the changes on their way made. A guest's cookie is read again once a change has been answered:
 * the action's answer set it.
 */
export function useCartCount(): number {
  const user = useSessionUser();
  const guestEntries = useAtomValue(guestCartAtom);
  const { view } = useCartLines();
  const writes = useCartWritesInFlight();
  const inFlight = useRef(writes.length);
  useEffect(() => {
    if (writes.length < inFlight.current && !user) rereadGuestCart();
    inFlight.current = writes.length;
  }, [writes.length, user]);
  const ids = new Set(
    user ? (view?.status === "loaded" ? view.items.map((item) => item.id) : []) : guestEntries.map(([id]) => id),
  );
  for (const { formData } of writes) {
    const id = Number(formData?.get("id"));
    if (formData?.get("intent") === "add") ids.add(id);
    if (formData?.get("intent") === "remove") ids.delete(id);
  }
  return ids.size;
}

/** The page frame's part: whenever a customer is seen (page load, sign-in) their lines are loaded. */
export function useCartLinesOfCustomer(): void {
  const customerId = useSessionUser()?.id ?? null;
  const { load } = useCartLines();
  const loadLines = useEffectEvent(load);
  useEffect(() => {
    if (customerId !== null) loadLines();
  }, [customerId]);
}
