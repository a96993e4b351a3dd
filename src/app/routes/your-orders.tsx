import type { Route } from "./+types/your-orders";
import { loadCustomerData, privateMeta, signInFirst } from "@/app/private-route";
import { useLoaderData } from "react-router";
import { SignInPrompt } from "@/features/account/components/sign-in-prompt";
import { AccountScreen } from "@/features/account/components/account-screen";
import { BuyAgainButton, BuyItAgainButton } from "@/features/buy-again/components/buy-again-buttons";
import type { OrderCardSlots } from "@/features/orders/components/order-card";
import { OrderList } from "@/features/orders/components/order-list";
import { getOrders } from "@/lib/orders-api";
import { useAccountHolder } from "@/lib/session-user";
import { rootTranslator } from "@/app/root-translator";
import { useI18n } from "@/lib/i18n/i18n-context";

/** A guest goes to /UserProfile (SPEC.md section 6), whose sign-in comes back here. */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const orders = await loadCustomerData((signal) => getOrders(request, signal), request.signal);
  if (orders.status === "guest") throw signInFirst(request, "/UserProfile");
  return orders;
}
clientLoader.hydrate = true as const;

/** Buy again on each delivered or cancelled order, and Buy it again on each of its lines (issue 16). */
const BUY_AGAIN: OrderCardSlots = {
  orderAction: (order, orderName) => <BuyAgainButton order={order} orderName={orderName} />,
  lineAction: (order, line) => <BuyItAgainButton order={order} line={line} />,
};

/**
 * /your-orders, the account menu's "Orders & Returns": the orders with Track, Cancel and Buy
 * again. A guest is sent to /UserProfile (SPEC.md section 6) by the loader, in place of this page
 * in the history; signed out here, the shopper is on the way to /login and sees the sign-in prompt
 * meanwhile (a redirect from the page itself would overtake Sign Out's).
 */
function YourOrdersRoute() {
  const orders = useLoaderData<typeof clientLoader>();
  const user = useAccountHolder();
  const { t } = useI18n();
  return (
    <AccountScreen title={t("orders.title")} intro={<p>{t("orders.intro")}</p>}>
      {user === null ? (
        <SignInPrompt reason={t("orders.signInToSee")} />
      ) : (
        <OrderList orders={orders} slots={BUY_AGAIN} />
      )}
    </AccountScreen>
  );
}

export default YourOrdersRoute;
export { ErrorScreen as ErrorBoundary } from "@/components/error-screen";
export { HydrateFallback, headers } from "@/app/private-route";
export function meta(args: Route.MetaArgs) {
  return privateMeta(rootTranslator(args.matches).t("orders.title"))(args);
}
