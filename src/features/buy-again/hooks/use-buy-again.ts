import { useSetAtom } from "jotai";
import { useState } from "react";
import { useNavigate } from "react-router";
import { fetchProductsById } from "@/lib/products-by-id";
import { addToCartAtom, type CartChangeResult } from "@/stores/cart";
import { planBuyAgain, type BuyAgainLine, type PlannedLine } from "@/features/buy-again/utils/buy-again-plan";
import { buyAgainNotice, type BuyAgainNotice } from "@/features/buy-again/utils/buy-again-notice";

export const BUY_AGAIN_CHECK_FAILED = "The products could not be checked right now. Please try again.";

export type BuyAgainState =
  | { status: "idle" }
  | { status: "busy" }
  | { status: "failed"; message: string }
  /** Nothing could go into the cart: the shopper stays here and reads why. */
  | { status: "nothing-added"; notice: BuyAgainNotice };

/**
 * Puts order lines back into the cart: the products are read afresh (stock and sale now), planned
 * (clamped, sold-out and withdrawn ones left out), then added one by one through the cart's own
 * add, whose rules (the stock bound, a full cart) still apply. Then on to /addcart, where the
 * notice says what happened; when nothing went in, the notice shows here instead.
 */
export function useBuyAgain(): { state: BuyAgainState; buyAgain: (lines: readonly BuyAgainLine[]) => Promise<void> } {
  const addToCart = useSetAtom(addToCartAtom);
  const navigate = useNavigate();
  const [state, setState] = useState<BuyAgainState>({ status: "idle" });

  async function buyAgain(lines: readonly BuyAgainLine[]): Promise<void> {
    setState({ status: "busy" });
    let products;
    try {
      products = await fetchProductsById(lines.flatMap((line) => (line.productId === null ? [] : [line.productId])));
    } catch (error) {
      console.error("Buy again: the products could not be read", error);
      setState({ status: "failed", message: BUY_AGAIN_CHECK_FAILED });
      return;
    }
    const plan = planBuyAgain(lines, products);
    const results: { line: PlannedLine; result: CartChangeResult }[] = [];
    // One after another: each add starts from the cart the previous one left.
    for (const line of plan.add) {
      const { product, size, color, units } = line;
      results.push({ line, result: await addToCart({ product, size, color, units }) });
    }
    const notice = buyAgainNotice(plan, results);
    if (notice.added.length === 0) {
      setState({ status: "nothing-added", notice });
      return;
    }
    setState({ status: "idle" });
    void navigate("/addcart", { state: { buyAgain: notice } });
  }

  return { state, buyAgain };
}
