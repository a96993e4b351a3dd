/**
 * Buy again's form: the order lines to put back into the cart, posted by a fetcher to the
 * /buy-again route's action, which reads the products and writes the cart; and what it answers.
 */
import * as v from "valibot";
import { OrderLineSchema } from "@/domain/order";
import type { BuyAgainNotice } from "./buy-again-notice";
import type { BuyAgainLine } from "./buy-again-plan";

export const BUY_AGAIN_ROUTE = "/buy-again";
export const BUY_AGAIN_CHECK_FAILED = "The products could not be checked right now. Please try again.";

const BuyAgainLinesSchema = v.pipe(
  v.array(v.pick(OrderLineSchema, ["productId", "name", "size", "color", "quantity"])),
  v.minLength(1),
);

/** The lines as the form carries them (one JSON field: the order's lines, as the screen has them). */
export function buyAgainFields(lines: readonly BuyAgainLine[]): { lines: string } {
  return {
    lines: JSON.stringify(
      lines.map(({ productId, name, size, color, quantity }) => ({ productId, name, size, color, quantity })),
    ),
  };
}

export function buyAgainLinesOf(form: FormData): BuyAgainLine[] | null {
  const text = form.get("lines");
  if (typeof text !== "string") return null;
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return null;
  }
  const parsed = v.safeParse(BuyAgainLinesSchema, json);
  return parsed.success ? parsed.output : null;
}

export type BuyAgainAnswer =
  | { status: "failed"; message: string }
  /** Nothing could go into the cart: the shopper stays and reads why. */
  | { status: "nothing-added"; notice: BuyAgainNotice }
  /** On to /addcart, where the notice says what went in. */
  | { status: "added"; notice: BuyAgainNotice };
