import { privateMeta } from "@/app/private-route";
import { useAtomValue } from "@/lib/page-start/use-atom-value";
import { useSearchParams } from "react-router";
import { AccountScreen } from "@/features/account/components/account-screen";
import { SignInPrompt } from "@/features/account/components/sign-in-prompt";
import { OrderConfirmation } from "@/features/orders/components/order-confirmation";
import { OrderNotFound } from "@/features/orders/components/order-status-panels";
import { OrdersPage } from "@/features/orders/components/orders-page";
import { ORDER_DATA_NOT_FOUND } from "@/features/orders/utils/order-text";
import { sessionUserAtom } from "@/stores/session";

const TITLE = "Order confirmation";

/** /order-confirmation?payment_intent={id}: the order a payment made (the link /complete shows on success). */
function OrderConfirmationRoute() {
  const user = useAtomValue(sessionUserAtom);
  const [params] = useSearchParams();
  const paymentReference = params.get("payment_intent")?.trim() ?? "";
  if (!paymentReference) {
    return (
      <OrdersPage title={TITLE}>
        <OrderNotFound message={ORDER_DATA_NOT_FOUND} />
      </OrdersPage>
    );
  }
  if (user === null) {
    return (
      <AccountScreen title={TITLE}>
        <SignInPrompt reason="Your orders are kept with your account. Sign in to see this order." />
      </AccountScreen>
    );
  }
  return (
    <OrderConfirmation
      key={`${user?.id}:${paymentReference}`}
      customerId={user?.id ?? null}
      paymentReference={paymentReference}
    />
  );
}

export default OrderConfirmationRoute;
export { ErrorScreen as ErrorBoundary } from "@/components/error-screen";
export { clientLoader, HydrateFallback, headers } from "@/app/private-route";
export const meta = privateMeta("Order confirmation");
