import { privateMeta } from "@/app/private-route";
import { PageTitle } from "@/components/page-title";
import { CartScreen } from "@/features/cart/components/cart-screen";
import { CART_TITLE } from "@/features/cart/utils/cart-text";
import { useLocation } from "react-router-dom";
import { CartBuyAgainNotice } from "@/features/buy-again/components/buy-again-notice";
import { buyAgainNoticeOf } from "@/features/buy-again/utils/buy-again-notice";
import { useRootData } from "@/app/root-data";
import { ShopLogo } from "@/features/shell/components/shop-logo";

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

export default CartRoute;
export { ErrorScreen as ErrorBoundary } from "@/components/error-screen";
export { clientLoader, HydrateFallback, headers } from "@/app/private-route";
export const meta = privateMeta("Shopping Cart");
