import { privateMeta } from "@/app/private-route";
import { PageTitle } from "@/components/page-title";
import { CartScreen } from "@/features/cart/components/cart-screen";
import { CART_TITLE } from "@/features/cart/utils/cart-text";
import { useLocation } from "react-router";
import { CartBuyAgainNotice } from "@/features/buy-again/components/buy-again-notice";
import { buyAgainNoticeOf } from "@/features/buy-again/utils/buy-again-notice";
import { useRootData } from "@/app/root-data";
import { ShopLogo } from "@/features/shell/components/shop-logo";
import { CheckoutTop } from "@/components/checkout-top";
import { Loading } from "@/components/loading";
import { ScreenNeedsScript } from "@/components/screen-needs-script";

/**
 * /addcart: the cart of SPEC.md sections 2, 4, 5 and 9, under the shop's logo (the site header is
 * hidden here). Arriving from Buy again, the notice of what went in (and what did not) tops it.
 */
function CartRoute() {
  const { logo } = useRootData();
  const location = useLocation();
  const buyAgain = buyAgainNoticeOf(location.state);
  return (
    <>
      <PageTitle>{CART_TITLE}</PageTitle>
      <CartScreen
        logo={<ShopLogo logo={logo} />}
        notice={buyAgain && <CartBuyAgainNotice key={location.key} notice={buyAgain} />}
      />
    </>
  );
}

/** The cart's own top (its logo leads home) while the browser builds the cart, or without script. */
export function HydrateFallback() {
  const { logo } = useRootData();
  return (
    <div className="cart-page">
      <CheckoutTop logo={<ShopLogo logo={logo} />} current="Cart" />
      <ScreenNeedsScript
        loading={<Loading />}
        title={CART_TITLE}
        reason="Your cart is kept in this browser or your account, and JavaScript shows it and takes it to checkout."
      />
    </div>
  );
}

export default CartRoute;
export { ErrorScreen as ErrorBoundary } from "@/components/error-screen";
export { clientLoader, headers } from "@/app/private-route";
export const meta = privateMeta("Shopping Cart");
