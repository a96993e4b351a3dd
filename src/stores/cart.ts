/**
 * What only the browser holds of the cart (SPEC.md sections 3, 4 and 9): a guest's cart in the
 * cartItems cookie for 7 days, as compact entries [id, unit, sizeIndex, colorIndex] (the indexes
 * point into the product's own size and colour lists, -1: none), so 100 distinct products fit in
 * one 4 KB cookie (decision 006); and the note of a sign-in merge whose answer may not have
 * arrived (decision 007). Reading and writing the cart goes through the /addcart route's loader
 * and action (decision 026).
 */
import type { CartItem, CartLine } from "@/domain/cart";
import { CART_MAX_ITEMS, CART_UNIT_MIN } from "@/domain/cart-limits";
import type { Product } from "@/domain/product";
import { isStoredId, storedIdsProblem } from "@/domain/stored-ids";
import { persistedAtom, readPersisted, storedShape, type Persistence } from "@/lib/persisted-atom";

export const CART_COOKIE = "cartItems";
export const CART_COOKIE_DAYS = 7;
const STORED_IN: Persistence = { in: "cookie", days: CART_COOKIE_DAYS };

/** [product id, unit, size index, colour index]. */
export type GuestCartEntry = [id: number, unit: number, sizeIndex: number, colorIndex: number];

const isWhole = (value: unknown, min: number, max = Number.MAX_SAFE_INTEGER): value is number =>
  typeof value === "number" && Number.isInteger(value) && value >= min && value <= max;

/** A choice's index into the product's sizes or colours, -1 for none. */
const isChoiceIndex = (value: unknown) => isWhole(value, -1, 99);

/** Read without a validation library: the page frame counts these entries (stored-ids.ts). */
const GuestCartShape = storedShape<GuestCartEntry[]>((json) => {
  if (!Array.isArray(json)) return { problem: "not a list" };
  const entries: GuestCartEntry[] = [];
  for (const entry of json as unknown[]) {
    if (!Array.isArray(entry)) return { problem: "an entry is not a list" };
    const [id, unit, sizeIndex, colorIndex] = entry as unknown[];
    if (!isStoredId(id) || !isWhole(unit, CART_UNIT_MIN) || !isChoiceIndex(sizeIndex) || !isChoiceIndex(colorIndex))
      return { problem: "an entry is not [id, unit, size index, colour index]" };
    entries.push([id, unit, sizeIndex, colorIndex]);
  }
  const problem = storedIdsProblem(
    entries.map(([id]) => id),
    CART_MAX_ITEMS,
  );
  return problem ? { problem } : { value: entries };
});

/** The guest's entries; the header counts them (SPEC.md section 4: one per distinct product). */
export const guestCartAtom = persistedAtom<GuestCartEntry[]>(CART_COOKIE, GuestCartShape, [], STORED_IN);

/** The cookie itself, for a loader or action that may run while the page still hydrates. */
export function readGuestCart(): GuestCartEntry[] {
  return readPersisted(CART_COOKIE, GuestCartShape, [], STORED_IN);
}

/** A guest's entry as a cart line, once the catalogue has answered for its product. */
export function guestItem(entry: GuestCartEntry, product: Product): CartItem {
  const [, unit, sizeIndex, colorIndex] = entry;
  return {
    id: product.id,
    name: product.name,
    category: product.category,
    subcategory: product.subcategory,
    imageUrl: product.imageUrl,
    size: product.sizes[sizeIndex] ?? "",
    color: product.colors[colorIndex] ?? "",
    price: product.discountPrice,
    originalPrice: product.originalPrice,
    unit,
    stock: product.stock,
  };
}

export function guestEntry(line: CartLine, product: Pick<Product, "sizes" | "colors">): GuestCartEntry {
  return [
    line.id,
    line.unit,
    line.size ? product.sizes.indexOf(line.size) : -1,
    line.color ? product.colors.indexOf(line.color) : -1,
  ];
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
