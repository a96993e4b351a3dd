import { privateMeta } from "@/app/private-route";
import { PageTitle } from "@/components/page-title";
import { CheckoutScreen } from "@/features/checkout/components/checkout-screen";
import { CHECKOUT_TITLE } from "@/features/checkout/utils/checkout-text";
import { useRootData } from "@/app/root-data";
import { ShopLogo } from "@/features/shell/components/shop-logo";

/** /checkout2 (and /Checkout2): the Address step, under the shop's logo (the site header is hidden here). */
function CheckoutRoute() {
  const { logo } = useRootData();
  return (
    <>
      <PageTitle>{CHECKOUT_TITLE}</PageTitle>
      <CheckoutScreen logo={<ShopLogo logo={logo} />} />
    </>
  );
}

export default CheckoutRoute;
export { ErrorScreen as ErrorBoundary } from "@/components/error-screen";
export { clientLoader, HydrateFallback, headers } from "@/app/private-route";
export const meta = privateMeta("Select a delivery address");
