/**
 * The cart: SPEC.md section 4 and 9 bounds (a unit is at least 1 and at most the available
 * stock), the PUT /api/cart payload and the priced items the functions return.
 */
import * as v from "valibot";
import { IdSchema } from "./ids";

export const CART_UNIT_MIN = 1;
/** More distinct products than any shopper needs; keeps payloads bounded. */
export const CART_MAX_ITEMS = 100;
export const MAXIMUM_QUANTITY_REACHED = "Maximum quantity reached!";
export const SELECT_AT_LEAST_ONE = "Please select at least one product to proceed.";

const UNIT_MESSAGE = "Quantity must be a whole number of 1 or more.";

export const CartUnitSchema = v.pipe(
  v.number(UNIT_MESSAGE),
  v.integer(UNIT_MESSAGE),
  v.minValue(CART_UNIT_MIN, UNIT_MESSAGE),
  v.maxValue(10_000, "Quantity is too large."),
);

const ChoiceSchema = v.optional(v.pipe(v.string("Must be text."), v.trim(), v.maxLength(40, "Must be at most 40 characters.")), "");

export const CartLineSchema = v.object({
  id: IdSchema,
  unit: CartUnitSchema,
  size: ChoiceSchema,
  color: ChoiceSchema,
});
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
  /** Unit price (the discount price), rupees. */
  price: v.number(),
  originalPrice: v.number(),
  unit: v.pipe(v.number(), v.integer()),
  /** Available stock. */
  stock: v.pipe(v.number(), v.integer()),
});
export type CartItem = v.InferOutput<typeof CartItemSchema>;

export const CartResponseSchema = v.object({ items: v.array(CartItemSchema) });
export type CartResponse = v.InferOutput<typeof CartResponseSchema>;

/** Why a unit cannot be had: the refusal the shop API and the functions both give (409). */
export function stockShortageMessage(name: string, stock: number, requested: number): string {
  return stock <= 0 ? `${name} is out of stock (0 available).` : `Only ${stock} of ${name} available; ${requested} requested.`;
}

/** A unit kept within SPEC.md's bounds: at least 1, at most the stock (when there is any). */
export function clampUnit(unit: number, stock: number): number {
  return Math.max(CART_UNIT_MIN, Math.min(Math.floor(unit), Math.max(stock, CART_UNIT_MIN)));
}

/** SPEC.md section 4: cart count is the number of distinct items. */
export function cartCount(items: readonly { id: number }[]): number {
  return new Set(items.map((item) => item.id)).size;
}
