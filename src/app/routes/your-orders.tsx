import { loadCustomerData, privateMeta } from "@/app/private-route";
import { useAtomValue } from "jotai";
import { Navigate, useLoaderData, type ClientLoaderFunctionArgs } from "react-router-dom";
import { AccountScreen } from "@/features/account/components/account-screen";
import { OrderList } from "@/features/orders/components/order-list";
import { getOrders } from "@/lib/orders-api";
import { sessionUserAtom } from "@/stores/session";

export async function clientLoader({ request }: ClientLoaderFunctionArgs) {
  return loadCustomerData(getOrders, request.signal);
}
clientLoader.hydrate = true as const;

/**
 * /your-orders, the account menu's "Orders & Returns": the orders with Track and Cancel. A guest
 * is sent to /UserProfile (SPEC.md section 6), in place of this page in the history.
 */
function YourOrdersRoute() {
  const orders = useLoaderData<typeof clientLoader>();
  const user = useAtomValue(sessionUserAtom);
  if (user === null || orders.status === "guest") return <Navigate to="/UserProfile" replace />;
  return (
    <AccountScreen title="Your Orders" intro={<p>Track your orders, or cancel one that has not been delivered yet.</p>}>
      <OrderList orders={orders} />
    </AccountScreen>
  );
}

export default YourOrdersRoute;
export { ErrorScreen as ErrorBoundary } from "@/components/error-screen";
export { HydrateFallback, headers } from "@/app/private-route";
export const meta = privateMeta("Your Orders");
