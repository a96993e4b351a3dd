/**
 * Every change of the cart as /addcart's action receives it (src/lib/cart-lines.ts sends them).
 * Apart from the lines' module so that its schema, and valibot with it, load with the cart's
 * route, not with every page's frame.
 */
import * as v from "valibot";
import {
  CART_MAX_ITEMS,
  CART_UNIT_MIN,
  CartItemSchema,
  clampUnit,
  MAXIMUM_QUANTITY_REACHED,
  type CartItem,
  type CartLine,
} from "./cart";
import { IdSchema } from "./ids";

const UnitSchema = v.pipe(v.number(), v.integer(), v.minValue(0));

/** What the add needs of a product: its name for a refusal, its stock, its size and colour lists. */
const CartProductSchema = v.object({
  name: v.string(),
  stock: UnitSchema,
  sizes: v.array(v.string()),
  colors: v.array(v.string()),
});
export type CartProduct = v.InferOutput<typeof CartProductSchema>;

/**
 * A line to add. `product` is what the screen shows of it, so a tap answers at once (a guest's add
 * is a cookie write); without it the action reads the catalogue. A customer's server checks the
 * stock again when the cart is saved.
 */
const WantedLineSchema = v.object({
  id: IdSchema,
  size: v.string(),
  color: v.string(),
  units: v.pipe(v.number(), v.integer(), v.minValue(CART_UNIT_MIN)),
  product: v.optional(CartProductSchema),
});
export type WantedLine = v.InferOutput<typeof WantedLineSchema>;

const WantedLinesSchema = v.pipe(v.array(WantedLineSchema), v.minLength(1), v.maxLength(CART_MAX_ITEMS));

/** Every change of the cart, as the action receives it. */
export const CartWriteSchema = v.variant("intent", [
  /** SPEC.md section 4's add (one unit, or an order line's units for Buy again). */
  v.object({
    intent: v.literal("add"),
    lines: WantedLinesSchema,
  }),
  /** A line's units, checked against the stock the screen showed; a customer's server checks again. */
  v.object({ intent: v.literal("set"), id: IdSchema, unit: UnitSchema, stock: UnitSchema }),
  v.object({ intent: v.literal("remove"), id: IdSchema }),
  /** The guest cookie's lines into a customer's server cart, right after sign-in (decision 007). */
  v.object({ intent: v.literal("merge") }),
]);
export type CartWrite = v.InferOutput<typeof CartWriteSchema>;

/** POST /api/cart/lines: a customer's add, read and written on the server in one request. */
export const CartAddBodySchema = v.object({ lines: WantedLinesSchema });
export type CartAddBody = v.InferOutput<typeof CartAddBodySchema>;

/** PUT /api/cart/:id: one line's units, kept within 1 and the stock on the server. */
export const CartUnitBodySchema = v.object({ unit: UnitSchema });

const CartChangeResultSchema = v.variant("ok", [
  v.object({ ok: v.literal(true), outcome: v.picklist(["added", "raised", "updated", "removed"]) }),
  v.object({
    ok: v.literal(false),
    reason: v.picklist(["max", "out-of-stock", "full", "failed"]),
    message: v.string(),
  }),
]);
/** What became of one line of a write: done, or the refusal with SPEC.md's text. */
export type CartChangeResult = v.InferOutput<typeof CartChangeResultSchema>;

/** POST /api/cart/lines' answer: the priced cart as saved, and one result per line asked for. */
export const CartAddAnswerSchema = v.object({
  items: v.array(CartItemSchema),
  results: v.array(CartChangeResultSchema),
});
export type CartAddAnswer = { items: CartItem[]; results: CartChangeResult[] };

export const MAX_REACHED: CartChangeResult = { ok: false, reason: "max", message: MAXIMUM_QUANTITY_REACHED };

/**
 * What one add came to, as the shop API's add_cart_lines says it and addCartLine decides it: a new
 * line, a raised one, or why not (at the stock already, sold out, the cart full, no such product).
 */
export const CART_ADD_OUTCOMES = ["added", "raised", "max", "out-of-stock", "full", "unknown"] as const;
export type CartAddOutcome = (typeof CART_ADD_OUTCOMES)[number];

/** The shopper's answer to an add's outcome, with SPEC.md's text for a refusal. */
export function cartAddResult(outcome: CartAddOutcome, productName: string): CartChangeResult {
  switch (outcome) {
    case "added":
    case "raised":
      return { ok: true, outcome };
    case "max":
      return MAX_REACHED;
    case "out-of-stock":
      return { ok: false, reason: "out-of-stock", message: `${productName} is out of stock.` };
    case "full":
      return {
        ok: false,
        reason: "full",
        message: `Your cart is full (${CART_MAX_ITEMS} products). Remove one to add another.`,
      };
    case "unknown":
      return { ok: false, reason: "failed", message: "This product is no longer sold." };
  }
}

/**
 * SPEC.md section 4: a new product starts at the wanted units (1 from a product's button), an
 * existing one goes up by them while below the available stock, never above it; an out-of-stock
 * product is never added. `lines` is changed in place; the answer says what happened. The rule of
 * a guest's cookie (in the browser, or the cart's server action); a customer's server cart applies
 * the same in one SQL statement per line (the shop API's add_cart_lines).
 */
export function addCartLine(
  lines: CartLine[],
  wanted: Omit<WantedLine, "product">,
  product: Pick<CartProduct, "name" | "stock"> | undefined,
): CartChangeResult {
  return cartAddResult(applyCartAdd(lines, wanted, product), product?.name ?? "");
}

function applyCartAdd(
  lines: CartLine[],
  wanted: Omit<WantedLine, "product">,
  product: Pick<CartProduct, "name" | "stock"> | undefined,
): CartAddOutcome {
  if (!product) return "unknown";
  if (product.stock <= 0) return "out-of-stock";
  const index = lines.findIndex((line) => line.id === wanted.id);
  const existing = lines[index];
  const { size, color } = wanted;
  if (existing) {
    if (existing.unit >= product.stock) return "max";
    lines[index] = { id: wanted.id, unit: clampUnit(existing.unit + wanted.units, product.stock), size, color };
    return "raised";
  }
  if (lines.length >= CART_MAX_ITEMS) return "full";
  lines.push({ id: wanted.id, unit: clampUnit(wanted.units, product.stock), size, color });
  return "added";
}

/** The lines of a priced cart, as PUT /api/cart takes them back. */
export function cartLinesOf(items: readonly CartItem[]): CartLine[] {
  return items.map(({ id, unit, size, color }) => ({ id, unit, size, color }));
}
