/**
 * The cart: SPEC.md section 4 and 9 bounds (a unit is at least 1 and at most the available
 * stock), the PUT /api/cart payload and the priced items the functions return.
 */
import * as v from "valibot";
import { IdSchema } from "./ids";
import { CART_MAX_ITEMS, CART_UNIT_MIN } from "./cart-limits";
import { PaiseSchema, sumPaise, timesUnits, type Paise } from "./money";

export { CART_MAX_ITEMS, CART_UNIT_MIN } from "./cart-limits";
export const MAXIMUM_QUANTITY_REACHED = "Maximum quantity reached!";
export const SELECT_AT_LEAST_ONE = "Please select at least one product to proceed.";

const UNIT_MESSAGE = "Quantity must be a whole number of 1 or more.";

export const CartUnitSchema = v.pipe(
  v.number(UNIT_MESSAGE),
  v.integer(UNIT_MESSAGE),
  v.minValue(CART_UNIT_MIN, UNIT_MESSAGE),
  v.maxValue(10_000, "Quantity is too large."),
);

const ChoiceSchema = v.optional(
  v.pipe(v.string("Must be text."), v.trim(), v.maxLength(40, "Must be at most 40 characters.")),
  "",
);

export const CartLineSchema = v.object({
  id: IdSchema,
  unit: CartUnitSchema,
  size: ChoiceSchema,
  color: ChoiceSchema,
});
/** A cart line as the cart keeps it before pricing: what PUT /api/cart takes and an intent carries. */
export type CartLine = v.InferOutput<typeof CartLineSchema>;

export const CartPutBodySchema = v.object({
  items: v.pipe(
    v.array(CartLineSchema, "items must be a list."),
    v.maxLength(CART_MAX_ITEMS, `A cart holds at most ${CART_MAX_ITEMS} products.`),
    v.check(
      (items) => new Set(items.map((item) => item.id)).size === items.length,
      "Each product may appear only once; add units instead.",
    ),
  ),
});
export type CartPutBody = v.InferOutput<typeof CartPutBodySchema>;

export const CartItemSchema = v.object({
  id: IdSchema,
  name: v.string(),
  category: v.string(),
  subcategory: v.string(),
  imageUrl: v.nullable(v.string()),
  size: v.string(),
  color: v.string(),
  /** The chosen colour's own picture, where the catalogue has one (decision 072). */
  colorImageUrl: v.optional(v.string()),
  /** Unit price (the discount price). */
  price: PaiseSchema,
  originalPrice: PaiseSchema,
  unit: v.pipe(v.number(), v.integer()),
  /** Available stock. */
  stock: v.pipe(v.number(), v.integer()),
});
export type CartItem = v.InferOutput<typeof CartItemSchema>;

export const CartResponseSchema = v.object({ items: v.array(CartItemSchema) });
export type CartResponse = v.InferOutput<typeof CartResponseSchema>;

/** Why a unit cannot be had: the refusal the shop API and the functions both give (409). */
export function stockShortageMessage(name: string, stock: number, requested: number): string {
  return stock <= 0
    ? `${name} is out of stock (0 available).`
    : `Only ${stock} of ${name} available; ${requested} requested.`;
}

/** A unit kept within SPEC.md's bounds: at least 1, at most the stock (when there is any). */
export function clampUnit(unit: number, stock: number): number {
  return Math.max(CART_UNIT_MIN, Math.min(Math.floor(unit), Math.max(stock, CART_UNIT_MIN)));
}

export interface CartMerge {
  lines: CartLine[];
  /** Guest lines whose product is gone from the catalogue or has no stock left. */
  dropped: number[];
}

/**
 * SPEC.md section 4, sign-in: the guest's lines join the server cart. The same product adds its
 * units, clamped to the stock; a new product keeps the guest's units, also clamped. `stockOf`
 * answers the available stock, or undefined for a product the catalogue no longer has.
 * The server's own lines come first and keep their size and colour.
 */
export function mergeCartLines(
  server: readonly CartLine[],
  guest: readonly CartLine[],
  stockOf: (id: number) => number | undefined,
): CartMerge {
  const lines = server.map((line) => ({ ...line }));
  const dropped: number[] = [];
  for (const entry of guest) {
    const stock = stockOf(entry.id);
    const existing = lines.find((line) => line.id === entry.id);
    if (stock === undefined || stock <= 0) {
      if (!existing) dropped.push(entry.id);
      continue;
    }
    const wanted = (existing?.unit ?? 0) + entry.unit;
    const unit = clampUnit(wanted, stock);
    if (existing) existing.unit = unit;
    else if (lines.length < CART_MAX_ITEMS) lines.push({ id: entry.id, unit, size: entry.size, color: entry.color });
    else dropped.push(entry.id);
  }
  return { lines, dropped };
}

/** SPEC.md section 9: the cart total is the sum of unit price x units. */
export function cartTotal(items: readonly { price: Paise; unit: number }[]): Paise {
  return sumPaise(items.map((item) => timesUnits(item.price, item.unit)));
}

/** A line can go to checkout only while the shop has every unit of it. */
export function isOrderable(line: { unit: number; stock: number }): boolean {
  return line.stock > 0 && line.unit <= line.stock;
}

/**
 * What a checkout without a selection buys: every orderable line of the cart, as the cart's
 * "Select all" leaves it.
 */
export function orderableIds(lines: readonly { id: number; unit: number; stock: number }[]): number[] {
  return lines.filter(isOrderable).map((line) => line.id);
}

/** The picture a line shows: its colour's where the catalogue has one, else the product's (decision 072). */
export function linePicture(line: Pick<CartItem, "imageUrl" | "colorImageUrl">): string | null {
  return line.colorImageUrl ?? line.imageUrl;
}

/** SPEC.md section 4: plus only while below the stock, minus never below 1. */
export function unitBounds(unit: number, stock: number): { canIncrement: boolean; canDecrement: boolean } {
  return { canIncrement: unit < stock, canDecrement: unit > CART_UNIT_MIN };
}
