/**
 * Buy again's one write (issue 16), posted by the button's fetcher on /your-orders and the
 * receipt: the products are read afresh (stock and sale now), planned (clamped, sold-out and
 * withdrawn ones left out), then added in one request through the cart's service
 * (functions/_shared/cart.ts, the JSON API's own), whose rules (the stock bound, a full cart) still apply.
 * Orders are a customer's, so the cart written is the server's. Server-only.
 */
import { data, type ActionFunctionArgs } from "react-router";
import { CartAddBodySchema } from "@/domain/cart-write";
import { CART_SAVE_FAILED } from "@/lib/cart-lines";
import { readFormData } from "@/lib/form/posted-form";
import {
  BUY_AGAIN_CHECK_FAILED,
  buyAgainLinesOf,
  type BuyAgainAnswer,
} from "@/features/buy-again/utils/buy-again-form";
import { buyAgainNotice } from "@/features/buy-again/utils/buy-again-notice";
import { planBuyAgain } from "@/features/buy-again/utils/buy-again-plan";
import { addCartLines } from "@functions/_shared/cart";
import { validate } from "@functions/_shared/http";
import { cookieHeaders, serve, shopOf } from "./shop.server";

export async function buyAgainAction({ request, context }: ActionFunctionArgs) {
  const lines = buyAgainLinesOf(await readFormData(request));
  if (!lines) return data<BuyAgainAnswer>({ status: "failed", message: BUY_AGAIN_CHECK_FAILED }, { status: 400 });
  let products;
  try {
    const ids = lines.flatMap((line) => (line.productId === null ? [] : [line.productId]));
    products = new Map((await shopOf(context).api.getProductsByIds(ids)).map((product) => [product.id, product]));
  } catch (error) {
    console.error("Buy again: the products could not be read", error);
    return data<BuyAgainAnswer>({ status: "failed", message: BUY_AGAIN_CHECK_FAILED }, { status: 502 });
  }
  const plan = planBuyAgain(lines, products);
  const wanted = plan.add.map(({ product, size, color, units }) => ({ id: product.id, size, color, units }));
  const answer =
    plan.add.length === 0
      ? null
      : await serve(context, "customer", (ctx) =>
          addCartLines(ctx, validate(CartAddBodySchema, { lines: wanted }).lines),
        );
  if (answer && !answer.ok) console.error(CART_SAVE_FAILED, answer.error);
  const results = answer?.ok ? answer.value.results : [];
  const failure = answer && !answer.ok && answer.error.status === 409 ? answer.error.message : CART_SAVE_FAILED;
  const notice = buyAgainNotice(
    plan,
    plan.add.map((line, index) => ({
      line,
      result: results[index] ?? { ok: false, reason: "failed", message: failure },
    })),
  );
  return data<BuyAgainAnswer>(
    { status: notice.added.length === 0 ? "nothing-added" : "added", notice },
    { headers: cookieHeaders(answer && !answer.ok ? answer.cookies : []) },
  );
}
