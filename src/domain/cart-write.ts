/**
 * Every change of the cart as /addcart's action receives it (src/lib/cart-lines.ts sends them).
 * Apart from the lines' module so that its schema, and valibot with it, load with the cart's
 * route, not with every page's frame.
 */
import * as v from "valibot";
import { CART_MAX_ITEMS, CART_UNIT_MIN } from "./cart";
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

/** Every change of the cart, as the action receives it. */
export const CartWriteSchema = v.variant("intent", [
  /** SPEC.md section 4's add (one unit, or an order line's units for Buy again). */
  v.object({
    intent: v.literal("add"),
    lines: v.pipe(v.array(WantedLineSchema), v.minLength(1), v.maxLength(CART_MAX_ITEMS)),
  }),
  /** A line's units, checked against the stock the screen showed; a customer's server checks again. */
  v.object({ intent: v.literal("set"), id: IdSchema, unit: UnitSchema, stock: UnitSchema }),
  v.object({ intent: v.literal("remove"), id: IdSchema }),
  /** The guest cookie's lines into a customer's server cart, right after sign-in (decision 007). */
  v.object({ intent: v.literal("merge") }),
]);
export type CartWrite = v.InferOutput<typeof CartWriteSchema>;
