/**
 * The guest cart (SPEC.md sections 3, 4 and 9), kept in the cartItems cookie for 7 days.
 * Entries are compact so 50 distinct products fit in one 4 KB cookie: [id, unit, sizeIndex,
 * colorIndex], the indexes pointing into the product's own size and colour lists (-1: none).
 * Cart count = the number of distinct products.
 */
import { atom } from "jotai";
import * as v from "valibot";
import { CART_MAX_ITEMS, CART_UNIT_MIN } from "../domain/cart";
import { IdSchema } from "../domain/ids";
import type { Product } from "../domain/product";
import { persistedAtom } from "../lib/persisted-atom";

export const CART_COOKIE = "cartItems";
export const CART_COOKIE_DAYS = 7;

const ChoiceIndexSchema = v.pipe(v.number(), v.integer(), v.minValue(-1), v.maxValue(99));
const GuestCartEntrySchema = v.tuple([IdSchema, v.pipe(v.number(), v.integer(), v.minValue(CART_UNIT_MIN)), ChoiceIndexSchema, ChoiceIndexSchema]);
export type GuestCartEntry = v.InferOutput<typeof GuestCartEntrySchema>;

const GuestCartSchema = v.pipe(
  v.array(GuestCartEntrySchema),
  v.maxLength(CART_MAX_ITEMS),
  v.check((entries) => new Set(entries.map(([id]) => id)).size === entries.length, "a product appears twice"),
);

export const guestCartAtom = persistedAtom<GuestCartEntry[]>(CART_COOKIE, GuestCartSchema, [], { in: "cookie", days: CART_COOKIE_DAYS });

export const cartCountAtom = atom((get) => get(guestCartAtom).length);

export type AddToCartResult = "added" | "raised" | "max" | "out-of-stock" | "full";

/**
 * SPEC.md section 4: a new product starts at 1 unit, an existing one goes up by 1 while below
 * the available stock. An out-of-stock product is never added.
 */
export const addToCartAtom = atom(
  null,
  (get, set, input: { product: Pick<Product, "id" | "stock" | "sizes" | "colors">; size?: string; color?: string }): AddToCartResult => {
    const { product } = input;
    if (product.stock <= 0) return "out-of-stock";
    const entries = get(guestCartAtom);
    const sizeIndex = input.size ? product.sizes.indexOf(input.size) : -1;
    const colorIndex = input.color ? product.colors.indexOf(input.color) : -1;
    const existing = entries.find(([id]) => id === product.id);
    if (existing) {
      if (existing[1] >= product.stock) return "max";
      set(
        guestCartAtom,
        entries.map((entry): GuestCartEntry => (entry[0] === product.id ? [entry[0], entry[1] + 1, sizeIndex, colorIndex] : entry)),
      );
      return "raised";
    }
    if (entries.length >= CART_MAX_ITEMS) return "full";
    set(guestCartAtom, [...entries, [product.id, CART_UNIT_MIN, sizeIndex, colorIndex]]);
    return "added";
  },
);
