import type { ComponentType } from "react";
import { Link, useLoaderData, useLocation, useSearchParams, type ClientLoaderFunctionArgs } from "react-router";
import type { Order } from "@/domain/order";
import { AccountScreen } from "@/features/account/components/account-screen";
import { SignInPrompt } from "@/features/account/components/sign-in-prompt";
import { orderFromState, orderIdFrom } from "@/features/orders/utils/order-location";
import type { LoadResult } from "@/lib/load-result";
import { getOrders } from "@/lib/orders-api";
import { useI18n } from "@/lib/i18n/i18n-context";
import { useAccountHolder } from "@/lib/session-user";
import { customerDataOf, loadCustomerData, type ServedCustomerData } from "./private-route";

export interface OrderScreenProps {
  /** The customer's orders as the route loader read them. */
  orders: LoadResult<Order[]>;
  /** The order of `?order=`, null without one. */
  orderId: number | null;
  /** The order a previous screen handed over in the router state, if any. */
  known: Order | null;
}

/**
 * The clientLoader of the order screens: the customer's orders, where the one of `?order=` is
 * looked up. Used on client navigations by the screens the server renders with its own read
 * (cancellation.server.ts), whose first load is hydrated from that read without a second one.
 */
export async function ordersClientLoader({ request }: ClientLoaderFunctionArgs) {
  return loadCustomerData((signal) => getOrders(request, signal), request.signal);
}

/** The same for /track, which the server does not render: the browser reads on the first load too. */
export async function orderRouteLoader(args: ClientLoaderFunctionArgs) {
  return ordersClientLoader(args);
}
orderRouteLoader.hydrate = true as const;

/**
 * The order screens opened as `?order={id}` (/track, /cancellation-form, /order-cancelled): the
 * order from the query and the router state, and the account's sign-in prompt for a guest, since
 * orders are kept with the account.
 */
export function OrderRoute({ title, Screen }: { title: string; Screen: ComponentType<OrderScreenProps> }) {
  // The server's read (the cancellation's screens render on the server too) or the browser's.
  const { t, path } = useI18n();
  const orders = customerDataOf(useLoaderData<ServedCustomerData<Order[]>>());
  const user = useAccountHolder();
  const [params] = useSearchParams();
  const { state } = useLocation();
  const orderId = orderIdFrom(params);
  const guest = user === null || orders.status === "guest";
  if (guest && orderId !== null) {
    return (
      <AccountScreen title={title}>
        <SignInPrompt reason={t("orders.signInToSee")} />
        <p>
          <Link to={path(`/order-lookup?order=${orderId}`)}>{t("guest.lookupLink")}</Link>
        </p>
      </AccountScreen>
    );
  }
  return (
    <Screen
      key={orderId}
      // Without an order id there is nothing to look up, for a guest either.
      orders={orders.status === "guest" ? { status: "loaded", data: [] } : orders}
      orderId={orderId}
      known={orderFromState(state, orderId)}
    />
  );
}
