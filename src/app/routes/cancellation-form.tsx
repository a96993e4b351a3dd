import { useAtomValue } from "jotai";
import { useLocation, useSearchParams } from "react-router-dom";
import { AccountScreen } from "../../features/account/components/account-screen";
import { SignInPrompt } from "../../features/account/components/sign-in-prompt";
import { CancellationScreen } from "../../features/orders/components/cancellation-form";
import { orderFromState, orderIdFrom } from "../../features/orders/utils/order-location";
import { sessionUserAtom } from "../../stores/session";

/** /cancellation-form?order={id}: the cancellation form (SPEC.md section 5); /your-orders may hand the order over in the router state. */
function CancellationFormRoute() {
  const user = useAtomValue(sessionUserAtom);
  const [params] = useSearchParams();
  const { state } = useLocation();
  const orderId = orderIdFrom(params);
  if (user === null && orderId !== null) {
    return (
      <AccountScreen title="Cancel your order">
        <SignInPrompt reason="Your orders are kept with your account. Sign in to see this order." />
      </AccountScreen>
    );
  }
  return <CancellationScreen key={`${user?.id}:${orderId}`} customerId={user?.id ?? null} orderId={orderId} known={orderFromState(state, orderId)} />;
}

export { CancellationFormRoute as Component };
