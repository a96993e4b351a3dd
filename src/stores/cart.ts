/**
 * What only the browser holds of the cart (SPEC.md sections 3, 4 and 9): a guest's cart in the
 * cartItems cookie for 7 days, encoded as src/domain/guest-cart.ts says (decision 006); and the
 * note of a sign-in merge whose answer may not have arrived (decision 007). Reading and writing the cart goes through the /addcart route's loader
 * and action (decision 026).
 */
import type { CartLine } from "@/domain/cart";
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

/**
 * A merge whose answer never arrived (the page was closed or reloaded mid-save) must not be
 * applied twice: the lines it saves are noted in sessionStorage first, and a server cart that
 * already equals them means the save landed, so only the cookie is left to remove.
 */
const MERGE_NOTE_KEY = "cartMergeSaved";

export function noteMerge(userId: number, lines: readonly CartLine[]): void {
  window.sessionStorage.setItem(MERGE_NOTE_KEY, JSON.stringify({ userId, lines }));
}

export function forgetMerge(): void {
  window.sessionStorage.removeItem(MERGE_NOTE_KEY);
}

/** The lines of an unanswered merge of this customer's, or null. */
export function notedMerge(userId: number): CartLine[] | null {
  try {
    const note = JSON.parse(window.sessionStorage.getItem(MERGE_NOTE_KEY) ?? "null") as {
      userId?: unknown;
      lines?: unknown;
    } | null;
    return note && note.userId === userId && Array.isArray(note.lines) ? (note.lines as CartLine[]) : null;
  } catch {
    return null;
  }
}
