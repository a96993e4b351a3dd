import { useAtomValue } from "jotai";
import type { ComponentType } from "react";
import { useLocation, useSearchParams } from "react-router-dom";
import type { Order } from "@/domain/order";
import { AccountScreen } from "@/features/account/components/account-screen";
import { SignInPrompt } from "@/features/account/components/sign-in-prompt";
import { orderFromState, orderIdFrom } from "@/features/orders/utils/order-location";
import { sessionUserAtom } from "@/stores/session";

export interface OrderScreenProps {
  /** null while the session is not known yet. */
  customerId: number | null;
  /** The order of `?order=`, null without one. */
  orderId: number | null;
  /** The order a previous screen handed over in the router state, if any. */
  known: Order | null;
}

/**
 * The order screens opened as `?order={id}` (/track, /cancellation-form, /order-cancelled): the
 * order from the query and the router state, and the account's sign-in prompt for a guest, since
 * orders are kept with the account.
 */
export function OrderRoute({ title, Screen }: { title: string; Screen: ComponentType<OrderScreenProps> }) {
  const user = useAtomValue(sessionUserAtom);
  const [params] = useSearchParams();
  const { state } = useLocation();
  const orderId = orderIdFrom(params);
  if (user === null && orderId !== null) {
    return (
      <AccountScreen title={title}>
        <SignInPrompt reason="Your orders are kept with your account. Sign in to see this order." />
      </AccountScreen>
    );
  }
  return (
    <Screen
      key={`${user?.id}:${orderId}`}
      customerId={user?.id ?? null}
      orderId={orderId}
      known={orderFromState(state, orderId)}
    />
  );
}
