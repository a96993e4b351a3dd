/**
 * A guest's cart as the cartItems cookie keeps it for 7 days (SPEC.md sections 3, 4 and 9):
 * compact entries [id, unit, sizeIndex, colorIndex] (the indexes point into the product's own
 * size and colour lists, -1: none), so 100 distinct products fit in one 4 KB cookie (decision
 * 006). One encoding for the browser's store (src/stores/cart.ts) and the cart's server action,
 * which writes it for a browser without script.
 */
import type { CartItem, CartLine } from "./cart";
import { CART_MAX_ITEMS, CART_UNIT_MIN } from "./cart-limits";
import { cookieAssignment } from "./cookie-text";
import { colourPicture } from "./colour-picture";
import type { Product } from "./product";
import { isStoredId, storedIdsProblem } from "./stored-ids";

export const CART_COOKIE = "cartItems";
export const CART_COOKIE_DAYS = 7;

/** [product id, unit, size index, colour index]. */
export type GuestCartEntry = [id: number, unit: number, sizeIndex: number, colorIndex: number];

const isWhole = (value: unknown, min: number, max = Number.MAX_SAFE_INTEGER): value is number =>
  typeof value === "number" && Number.isInteger(value) && value >= min && value <= max;

/** A choice's index into the product's sizes or colours, -1 for none. */
const isChoiceIndex = (value: unknown) => isWhole(value, -1, 99);

/**
 * The cookie's parsed JSON as entries, or what is wrong with it. Written without the validation
 * library: every page's frame counts these entries before the page runs (stored-ids.ts).
 */
export function readGuestCartEntries(json: unknown): { value: GuestCartEntry[] } | { problem: string } {
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
}

/** A guest's entry as a cart line, once the catalogue has answered for its product. */
export function guestItem(entry: GuestCartEntry, product: Product): CartItem {
  const [, unit, sizeIndex, colorIndex] = entry;
  const color = product.colors[colorIndex] ?? "";
  const colorImageUrl = colourPicture(product, color);
  return {
    id: product.id,
    name: product.name,
    category: product.category,
    subcategory: product.subcategory,
    imageUrl: product.imageUrl,
    size: product.sizes[sizeIndex] ?? "",
    color,
    ...(colorImageUrl === null ? {} : { colorImageUrl }),
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
 * The cookie's value as the request carries it (URI-encoded JSON, as `writeCookie` in
 * src/lib/cookies.ts sets it), read the way the browser's store reads it: anything else is empty.
 */
export function parseGuestCartCookie(raw: string | null): GuestCartEntry[] {
  if (raw === null) return [];
  try {
    const read = readGuestCartEntries(JSON.parse(decodeURIComponent(raw)));
    return "value" in read ? read.value : [];
  } catch {
    return [];
  }
}

/** A Set-Cookie value for the entries, as the browser's store writes them (src/lib/persisted-atom.ts). */
export function guestCartSetCookie(entries: readonly GuestCartEntry[], secure: boolean): string {
  return cookieAssignment(CART_COOKIE, JSON.stringify(entries), CART_COOKIE_DAYS * 24 * 60 * 60, secure);
}

/** A Set-Cookie value that removes the cookie: its lines have gone into a customer's cart. */
export function guestCartClearedCookie(secure: boolean): string {
  return cookieAssignment(CART_COOKIE, "", 0, secure);
}
