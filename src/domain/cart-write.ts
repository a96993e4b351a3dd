/**
 * Every change of the cart as /addcart's action receives it: one form, posted by a screen's
 * fetcher (src/lib/cart-lines.ts) or, without script, by the page's own form. Apart from the
 * lines' module so that its schema, and valibot with it, load with the cart's route, not with
 * every page's frame.
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
import { IdSchema, IdTextSchema } from "./ids";
import type { Product } from "./product";

const UnitSchema = v.pipe(v.number(), v.integer(), v.minValue(0));

/** A line to add: a screen's product with its chosen size and colour, and how many units. */
const WantedLineSchema = v.object({
  id: IdSchema,
  size: v.string(),
  color: v.string(),
  units: v.pipe(v.number(), v.integer(), v.minValue(CART_UNIT_MIN)),
});
export type WantedLine = v.InferOutput<typeof WantedLineSchema>;

const WantedLinesSchema = v.pipe(v.array(WantedLineSchema), v.minLength(1), v.maxLength(CART_MAX_ITEMS));

/** The fields of the cart's form, each as posted (text). */
export const CART_FIELDS = ["intent", "id", "size", "color", "unit"] as const;
export type CartField = (typeof CART_FIELDS)[number];

/** A size or colour as the shopper's form sends it; the product's own lists decide what it means. */
const ChoiceTextSchema = v.pipe(v.string(), v.maxLength(100, "Must be 100 characters or fewer."));

const UnitTextSchema = v.pipe(
  v.string(),
  v.regex(/^\d{1,6}$/, "Must be a whole number."),
  v.transform(Number),
  v.minValue(CART_UNIT_MIN, "Must be 1 or more."),
);

/** Every change of the cart: the form's fields checked and read as numbers. */
export const CartFormSchema = v.variant("intent", [
  /** SPEC.md section 4's add: one unit of a product, with the size and colour chosen. */
  v.object({ intent: v.literal("add"), id: IdTextSchema, size: ChoiceTextSchema, color: ChoiceTextSchema }),
  /** A line's units; the action checks them against the stock. */
  v.object({ intent: v.literal("set"), id: IdTextSchema, unit: UnitTextSchema }),
  v.object({ intent: v.literal("remove"), id: IdTextSchema }),
]);
export type CartWrite = v.InferOutput<typeof CartFormSchema>;

/**
 * The posted fields, as the schema reads them. A line's plus and minus are the form's submit
 * buttons and post only their `unit`; its Remove button names the intent, so a hidden intent
 * field would be sent twice.
 */
export function cartFormValues(posted: Readonly<Record<CartField, string>>): Record<CartField, string> {
  return posted.intent === "" ? { ...posted, intent: "set" } : { ...posted };
}

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
  wanted: WantedLine,
  product: Pick<Product, "name" | "stock"> | undefined,
): CartChangeResult {
  return cartAddResult(applyCartAdd(lines, wanted, product), product?.name ?? "");
}

function applyCartAdd(
  lines: CartLine[],
  wanted: WantedLine,
  product: Pick<Product, "name" | "stock"> | undefined,
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
