import { privateMeta } from "@/app/private-route";
import { PageTitle } from "@/components/page-title";
import { PAYMENT_RESULT_TITLE, PaymentResult } from "@/features/payment/components/payment-result";

/** /complete: where the card payment returns (SPEC.md sections 2 and 4), inside the site's header and footer. */
function CompleteRoute() {
  return (
    <>
      <PageTitle>{PAYMENT_RESULT_TITLE}</PageTitle>
      <PaymentResult />
    </>
  );
}

export default CompleteRoute;
export { ErrorScreen as ErrorBoundary } from "@/components/error-screen";
export { clientLoader, HydrateFallback, headers } from "@/app/private-route";
export const meta = privateMeta("Payment result");
