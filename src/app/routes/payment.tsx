import { privateMeta } from "@/app/private-route";
import { CheckoutTop } from "@/components/checkout-top";
import { PageTitle } from "@/components/page-title";
import { PAYMENT_TITLE, PaymentScreen } from "@/features/payment/components/payment-screen";
import { useRootData } from "@/app/root-data";
import { ShopLogo } from "@/features/shell/components/shop-logo";

/** /paymentpage: the payment step of SPEC.md sections 2 and 4 under the checkout's own top (the site header is hidden here). */
function PaymentRoute() {
  const { logo } = useRootData();
  return (
    <>
      <PageTitle>{PAYMENT_TITLE}</PageTitle>
      <CheckoutTop logo={<ShopLogo logo={logo} />} current="Payment" />
      <PaymentScreen />
    </>
  );
}

export default PaymentRoute;
export { ErrorScreen as ErrorBoundary } from "@/components/error-screen";
export { clientLoader, HydrateFallback, headers } from "@/app/private-route";
export const meta = privateMeta("Payment");
