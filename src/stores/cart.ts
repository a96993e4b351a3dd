/**
 * What only the browser holds of the cart (SPEC.md sections 3, 4 and 9): a guest's cart in the
 * cartItems cookie for 7 days, encoded as src/domain/guest-cart.ts says (decision 006). The
 * /addcart route's action writes it (decision 068); the header counts it from here.
 */
import { getDefaultStore } from "jotai";
import { CART_COOKIE, CART_COOKIE_DAYS, readGuestCartEntries, type GuestCartEntry } from "@/domain/guest-cart";
import { persistedAtom, readPersisted, storedShape, type Persistence } from "@/lib/persisted-atom";

const STORED_IN: Persistence = { in: "cookie", days: CART_COOKIE_DAYS };
const GuestCartShape = storedShape(readGuestCartEntries);

/** The guest's entries; the header counts them (SPEC.md section 4: one per distinct product). */
export const guestCartAtom = persistedAtom<GuestCartEntry[]>(CART_COOKIE, GuestCartShape, [], STORED_IN);

/** The cookie itself, for a loader or action that may run while the page still hydrates. */
export function readGuestCart(): GuestCartEntry[] {
  return readPersisted(CART_COOKIE, GuestCartShape, [], STORED_IN);
}

/** The entries as the cart action's answer left the cookie, into the store the header reads. */
export function rereadGuestCart(): void {
  getDefaultStore().set(guestCartAtom, readGuestCart());
}
