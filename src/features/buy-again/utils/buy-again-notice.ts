/**
 * What Buy again tells the shopper afterwards: what went into the cart, what went in with fewer
 * units than ordered, and each product left out, by name. It travels to /addcart in the router's
 * state, which is the browser's history: read back through a schema like any stored value.
 */
import * as v from "valibot";
import type { CartChangeResult } from "@/lib/cart-lines";
import type { BuyAgainPlan, PlannedLine } from "./buy-again-plan";

const Names = v.array(v.string());

export const BuyAgainNoticeSchema = v.object({
  added: Names,
  reduced: v.array(v.object({ name: v.string(), units: v.number(), ordered: v.number() })),
  soldOut: Names,
  withdrawn: Names,
  /** The cart's own refusals (already at the stock, cart full, not saved), with its message. */
  refused: v.array(v.object({ name: v.string(), message: v.string() })),
});
export type BuyAgainNotice = v.InferOutput<typeof BuyAgainNoticeSchema>;

export const BuyAgainStateSchema = v.object({ buyAgain: BuyAgainNoticeSchema });

/** The notice of a router state, or null when there is none (or it is not one). */
export function buyAgainNoticeOf(state: unknown): BuyAgainNotice | null {
  const result = v.safeParse(BuyAgainStateSchema, state);
  return result.success ? result.output.buyAgain : null;
}

export const ALREADY_AT_STOCK = "already in your cart with all the units in stock";

/** The notice of a plan once the cart has answered each planned line. */
export function buyAgainNotice(
  plan: BuyAgainPlan,
  results: readonly { line: PlannedLine; result: CartChangeResult }[],
): BuyAgainNotice {
  const notice: BuyAgainNotice = {
    added: [],
    reduced: [],
    soldOut: plan.soldOut,
    withdrawn: plan.withdrawn,
    refused: [],
  };
  for (const { line, result } of results) {
    if (!result.ok) {
      const message = result.reason === "max" ? ALREADY_AT_STOCK : result.message;
      notice.refused.push({ name: line.name, message });
      continue;
    }
    notice.added.push(line.name);
    if (line.units < line.ordered) notice.reduced.push({ name: line.name, units: line.units, ordered: line.ordered });
  }
  return notice;
}
