import { useAtomValue } from "jotai";
import { useLocation, useSearchParams } from "react-router-dom";
import { AccountScreen } from "../../features/account/components/account-screen";
import { SignInPrompt } from "../../features/account/components/sign-in-prompt";
import { OrderCancelled } from "../../features/orders/components/order-cancelled";
import { orderFromState, orderIdFrom } from "../../features/orders/utils/order-location";
import { sessionUserAtom } from "../../stores/session";

/** /order-cancelled?order={id}: the cancellation done (SPEC.md section 4). */
function OrderCancelledRoute() {
  const user = useAtomValue(sessionUserAtom);
  const [params] = useSearchParams();
  const { state } = useLocation();
  const orderId = orderIdFrom(params);
  if (user === null && orderId !== null) {
    return (
      <AccountScreen title="Order cancellation">
        <SignInPrompt reason="Your orders are kept with your account. Sign in to see this order." />
      </AccountScreen>
    );
  }
  return <OrderCancelled key={`${user?.id}:${orderId}`} customerId={user?.id ?? null} orderId={orderId} known={orderFromState(state, orderId)} />;
}

export { OrderCancelledRoute as Component };
