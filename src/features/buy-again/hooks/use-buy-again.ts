import { useState } from "react";
import { useNavigate } from "react-router";
import { CART_ROUTE, CART_SAVE_FAILED, cartProductOf, useCartWrite, type CartChangeResult } from "@/lib/cart-lines";
import { fetchProductsById } from "@/lib/products-by-id";
import { planBuyAgain, type BuyAgainLine, type BuyAgainPlan } from "@/features/buy-again/utils/buy-again-plan";
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
 * (clamped, sold-out and withdrawn ones left out), then added in one write through the cart's
 * action, one after another, whose rules (the stock bound, a full cart) still apply. Then on to /addcart, where the
 * notice says what happened; when nothing went in, the notice shows here instead.
 */
export function useBuyAgain(): { state: BuyAgainState; buyAgain: (lines: readonly BuyAgainLine[]) => Promise<void> } {
  const navigate = useNavigate();
  const [state, setState] = useState<BuyAgainState>({ status: "idle" });
  const [plan, setPlan] = useState<BuyAgainPlan | null>(null);

  function tell(plan: BuyAgainPlan, results: readonly CartChangeResult[]) {
    const notice = buyAgainNotice(
      plan,
      plan.add.map((line, index) => ({
        line,
        result: results[index] ?? { ok: false, reason: "failed", message: CART_SAVE_FAILED },
      })),
    );
    if (notice.added.length === 0) {
      setState({ status: "nothing-added", notice });
      return;
    }
    setState({ status: "idle" });
    void navigate(CART_ROUTE, { state: { buyAgain: notice } });
  }

  const cart = useCartWrite(({ results }) => {
    if (plan) tell(plan, results);
  });

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
    const next = planBuyAgain(lines, products);
    if (next.add.length === 0) {
      tell(next, []);
      return;
    }
    setPlan(next);
    void cart.write({
      intent: "add",
      lines: next.add.map(({ product, size, color, units }) => ({
        id: product.id,
        size,
        color,
        units,
        product: cartProductOf(product),
      })),
    });
  }

  return { state, buyAgain };
}
