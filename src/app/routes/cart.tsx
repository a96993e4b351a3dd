import type { Route } from "./+types/cart";
import { useLocation } from "react-router";
import * as v from "valibot";
import { privateMeta } from "@/app/private-route";
import { useRootData } from "@/app/root-data";
import { PageTitle } from "@/components/page-title";
import { ScreenNeedsScript } from "@/components/screen-needs-script";
import { CartWriteSchema } from "@/domain/cart-write";
import { CART_SAVE_FAILED, type CartWriteAnswer } from "@/lib/cart-lines";
import { CartBuyAgainNotice } from "@/features/buy-again/components/buy-again-notice";
import { buyAgainNoticeOf } from "@/features/buy-again/utils/buy-again-notice";
import { readCartLines, writeCart } from "@/features/cart/api/cart-lines";
import { CartPage, CartScreen } from "@/features/cart/components/cart-screen";
import { CartSkeleton } from "@/features/cart/components/cart-skeleton";
import { CART_TITLE } from "@/features/cart/utils/cart-text";
import { ShopLogo } from "@/features/shell/components/shop-logo";

/**
 * The cart's lines with their products and prices, read in the browser: a guest's are the
 * cartItems cookie, a customer's the server's (decision 026). Also what the page frame's fetcher
 * reads for the header's count and the checkout.
 */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  return readCartLines(request.signal);
}
// Run on the first load too: the server renders HydrateFallback, and never sees the shopper's cart.
clientLoader.hydrate = true as const;

/** Every change of the cart (add, quantity, remove, the sign-in merge), from any screen. */
export async function clientAction({ request }: Route.ClientActionArgs): Promise<CartWriteAnswer> {
  const change = v.safeParse(CartWriteSchema, await request.json().catch(() => null));
  if (!change.success) {
    console.error(CART_SAVE_FAILED, change.issues[0].message);
    return { results: [{ ok: false, reason: "failed", message: CART_SAVE_FAILED }] };
  }
  return writeCart(change.output);
}

/**
 * /addcart: the cart of SPEC.md sections 2, 4, 5 and 9, under the shop's logo (the site header is
 * hidden here). Arriving from Buy again, the notice of what went in (and what did not) tops it.
 */
function CartRoute({ loaderData }: Route.ComponentProps) {
  const { logo } = useRootData();
  const location = useLocation();
  const buyAgain = buyAgainNoticeOf(location.state);
  return (
    <>
      <PageTitle>{CART_TITLE}</PageTitle>
      <CartScreen
        logo={<ShopLogo logo={logo} />}
        notice={buyAgain && <CartBuyAgainNotice key={location.key} notice={buyAgain} />}
        cart={loaderData}
      />
    </>
  );
}

/** The cart's own top (its logo leads home) while the browser reads the cart, or without script. */
export function HydrateFallback() {
  const { logo } = useRootData();
  return (
    <CartPage logo={<ShopLogo logo={logo} />}>
      <ScreenNeedsScript
        loading={<CartSkeleton label="Loading your cart..." />}
        reason="Your cart is kept in this browser or your account, and JavaScript shows it and takes it to checkout."
      />
    </CartPage>
  );
}

export default CartRoute;
export { ErrorScreen as ErrorBoundary } from "@/components/error-screen";
export { headers } from "@/app/private-route";
export const meta = privateMeta("Shopping Cart");
