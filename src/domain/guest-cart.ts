/**
 * A guest's cart as the cartItems cookie keeps it for 7 days (SPEC.md sections 3, 4 and 9):
 * compact entries [id, unit, sizeIndex, colorIndex] (the indexes point into the product's own
 * size and colour lists, -1: none), so 100 distinct products fit in one 4 KB cookie (decision
 * 006). One encoding for the browser's store (src/stores/cart.ts) and the cart's server action,
 * which writes it for a browser without script.
 */
import * as v from "valibot";
import { CART_MAX_ITEMS, CART_UNIT_MIN, type CartItem, type CartLine } from "./cart";
import { cookieAssignment } from "./cookie-text";
import { IdSchema } from "./ids";
import type { Product } from "./product";

export const CART_COOKIE = "cartItems";
export const CART_COOKIE_DAYS = 7;

const ChoiceIndexSchema = v.pipe(v.number(), v.integer(), v.minValue(-1), v.maxValue(99));
const GuestCartEntrySchema = v.tuple([
  IdSchema,
  v.pipe(v.number(), v.integer(), v.minValue(CART_UNIT_MIN)),
  ChoiceIndexSchema,
  ChoiceIndexSchema,
]);
export type GuestCartEntry = v.InferOutput<typeof GuestCartEntrySchema>;

export const GuestCartSchema = v.pipe(
  v.array(GuestCartEntrySchema),
  v.maxLength(CART_MAX_ITEMS),
  v.check((entries) => new Set(entries.map(([id]) => id)).size === entries.length, "a product appears twice"),
);

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
 * The cookie's value as the request carries it (URI-encoded JSON, as `writeCookie` in
 * src/lib/cookies.ts sets it), read the way the browser's store reads it: anything else is empty.
 */
export function parseGuestCartCookie(raw: string | null): GuestCartEntry[] {
  if (raw === null) return [];
  try {
    const parsed = v.safeParse(GuestCartSchema, JSON.parse(decodeURIComponent(raw)));
    return parsed.success ? parsed.output : [];
  } catch {
    return [];
  }
}

/** A Set-Cookie value for the entries, as the browser's store writes them (src/lib/persisted-atom.ts). */
export function guestCartSetCookie(entries: readonly GuestCartEntry[], secure: boolean): string {
  return cookieAssignment(CART_COOKIE, JSON.stringify(entries), CART_COOKIE_DAYS * 24 * 60 * 60, secure);
}
