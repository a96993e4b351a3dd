import { useAtomValue } from "jotai";
import { useLocation, useSearchParams } from "react-router-dom";
import { AccountScreen } from "../../features/account/components/account-screen";
import { SignInPrompt } from "../../features/account/components/sign-in-prompt";
import { OrderTracking } from "../../features/orders/components/order-tracking";
import { orderFromState, orderIdFrom } from "../../features/orders/utils/order-location";
import { sessionUserAtom } from "../../stores/session";

/** /track?order={id}: the tracking timeline of one order (SPEC.md section 2). */
function TrackRoute() {
  const user = useAtomValue(sessionUserAtom);
  const [params] = useSearchParams();
  const { state } = useLocation();
  const orderId = orderIdFrom(params);
  if (user === null && orderId !== null) {
    return (
      <AccountScreen title="Track your order">
        <SignInPrompt reason="Your orders are kept with your account. Sign in to see this order." />
      </AccountScreen>
    );
  }
  return <OrderTracking key={`${user?.id}:${orderId}`} customerId={user?.id ?? null} orderId={orderId} known={orderFromState(state, orderId)} />;
}

export { TrackRoute as Component };
