import type { Route } from "./+types/buy-again";
import { CART_SAVE_FAILED, cartProductOf } from "@/lib/cart-lines";
import { readFormData } from "@/lib/form/posted-form";
import { fetchProductsById } from "@/lib/products-by-id";
import { writeCart } from "@/features/cart/api/cart-lines";
import {
  BUY_AGAIN_CHECK_FAILED,
  buyAgainLinesOf,
  type BuyAgainAnswer,
} from "@/features/buy-again/utils/buy-again-form";
import { buyAgainNotice } from "@/features/buy-again/utils/buy-again-notice";
import { planBuyAgain } from "@/features/buy-again/utils/buy-again-plan";

/**
 * Buy again (issue 16), posted by the button's fetcher on /your-orders and the receipt: the
 * products are read afresh (stock and sale now), planned (clamped, sold-out and withdrawn ones
 * left out), then added in one write through the cart's own writer, whose rules (the stock bound,
 * a full cart) still apply; the loaded cart is read again after it, as after the cart's action.
 * A resource route with a client action only: the screens it serves are the browser's (orders are
 * read behind the session cookie), so there is no page without script to post from.
 */
export async function clientAction({ request }: Route.ClientActionArgs): Promise<BuyAgainAnswer> {
  const lines = buyAgainLinesOf(await readFormData(request));
  if (!lines) return { status: "failed", message: BUY_AGAIN_CHECK_FAILED };
  let products;
  try {
    products = await fetchProductsById(lines.flatMap((line) => (line.productId === null ? [] : [line.productId])));
  } catch (error) {
    console.error("Buy again: the products could not be read", error);
    return { status: "failed", message: BUY_AGAIN_CHECK_FAILED };
  }
  const plan = planBuyAgain(lines, products);
  const { results } =
    plan.add.length === 0
      ? { results: [] }
      : await writeCart({
          intent: "add",
          lines: plan.add.map(({ product, size, color, units }) => ({
            id: product.id,
            size,
            color,
            units,
            product: cartProductOf(product),
          })),
        });
  const notice = buyAgainNotice(
    plan,
    plan.add.map((line, index) => ({
      line,
      result: results[index] ?? { ok: false, reason: "failed", message: CART_SAVE_FAILED },
    })),
  );
  return { status: notice.added.length === 0 ? "nothing-added" : "added", notice };
}
