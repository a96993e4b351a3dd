import { privateMeta } from "@/app/private-route";
import { useAtomValue } from "jotai";
import { Navigate } from "react-router-dom";
import { AccountScreen } from "@/features/account/components/account-screen";
import { OrderList, OrderListSkeleton } from "@/features/orders/components/order-list";
import { sessionUserAtom } from "@/stores/session";

/**
 * /your-orders, the account menu's "Orders & Returns": the orders with Track and Cancel. A guest
 * is sent to /UserProfile (SPEC.md section 6), in place of this page in the history.
 */
function YourOrdersRoute() {
  const user = useAtomValue(sessionUserAtom);
  if (user === null) return <Navigate to="/UserProfile" replace />;
  return (
    <AccountScreen title="Your Orders" intro={<p>Track your orders, or cancel one that has not been delivered yet.</p>}>
      {user === undefined ? <OrderListSkeleton /> : <OrderList key={user.id} customerId={user.id} />}
    </AccountScreen>
  );
}

export default YourOrdersRoute;
export { ErrorScreen as ErrorBoundary } from "@/components/error-screen";
export { clientLoader, HydrateFallback, headers } from "@/app/private-route";
export const meta = privateMeta("Your Orders");
