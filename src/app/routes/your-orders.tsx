import type { Route } from "./+types/your-orders";
import { loadCustomerData, privateMeta } from "@/app/private-route";
import { Navigate, useLoaderData } from "react-router";
import { AccountScreen } from "@/features/account/components/account-screen";
import { BuyAgainButton, BuyItAgainButton } from "@/features/buy-again/components/buy-again-buttons";
import type { OrderCardSlots } from "@/features/orders/components/order-card";
import { OrderList } from "@/features/orders/components/order-list";
import { getOrders } from "@/lib/orders-api";
import { useSessionUser } from "@/lib/session-user";
import { rootTranslator } from "@/app/root-translator";
import { useI18n } from "@/lib/i18n/i18n-context";

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  return loadCustomerData((signal) => getOrders(request, signal), request.signal);
}
clientLoader.hydrate = true as const;

/** Buy again on each delivered or cancelled order, and Buy it again on each of its lines (issue 16). */
const BUY_AGAIN: OrderCardSlots = {
  orderAction: (order, orderName) => <BuyAgainButton order={order} orderName={orderName} />,
  lineAction: (order, line) => <BuyItAgainButton order={order} line={line} />,
};

/**
 * /your-orders, the account menu's "Orders & Returns": the orders with Track, Cancel and Buy
 * again. A guest is sent to /UserProfile (SPEC.md section 6), in place of this page in the history.
 */
function YourOrdersRoute() {
  const orders = useLoaderData<typeof clientLoader>();
  const user = useSessionUser();
  const { t, path } = useI18n();
  if (user === null || orders.status === "guest") return <Navigate to={path("/UserProfile")} replace />;
  return (
    <AccountScreen title={t("orders.title")} intro={<p>{t("orders.intro")}</p>}>
      <OrderList orders={orders} slots={BUY_AGAIN} />
    </AccountScreen>
  );
}

export default YourOrdersRoute;
export { ErrorScreen as ErrorBoundary } from "@/components/error-screen";
export { HydrateFallback, headers } from "@/app/private-route";
export function meta(args: Route.MetaArgs) {
  return privateMeta(rootTranslator(args.matches).t("orders.title"))(args);
}
