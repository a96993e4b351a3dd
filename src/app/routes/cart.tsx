import { privateMeta } from "@/app/private-route";
import { PageTitle } from "@/components/page-title";
import { CartScreen } from "@/features/cart/components/cart-screen";
import { CART_TITLE } from "@/features/cart/utils/cart-text";
import { useRootData } from "@/app/root-data";
import { ShopLogo } from "@/features/shell/components/shop-logo";

/** /addcart: the cart of SPEC.md sections 2, 4, 5 and 9, under the shop's logo (the site header is hidden here). */
function CartRoute() {
  const { logo } = useRootData();
  return (
    <>
      <PageTitle>{CART_TITLE}</PageTitle>
      <CartScreen logo={<ShopLogo logo={logo} />} />
    </>
  );
}

export default CartRoute;
export { ErrorScreen as ErrorBoundary } from "@/components/error-screen";
export { clientLoader, HydrateFallback, headers } from "@/app/private-route";
export const meta = privateMeta("Shopping Cart");
