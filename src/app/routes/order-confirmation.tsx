import type { Route } from "./+types/order-confirmation";
import { useLoaderData } from "react-router";
import { loadCustomerData, privateMeta } from "@/app/private-route";
import { AccountScreen } from "@/features/account/components/account-screen";
import { SignInPrompt } from "@/features/account/components/sign-in-prompt";
import { OrderConfirmation } from "@/features/orders/components/order-confirmation";
import { OrderNotFound } from "@/features/orders/components/order-status-panels";
import { OrdersPage } from "@/features/orders/components/orders-page";
import { getOrders } from "@/lib/orders-api";
import { useSessionUser } from "@/lib/session-user";
import { rootTranslator } from "@/app/root-translator";
import { useI18n } from "@/lib/i18n/i18n-context";

/**
 * The order of `?payment_intent=`, looked up in the customer's orders (null: not recorded yet).
 * OrderConfirmation asks again while it waits for the payment's webhook; `readAt` times the wait.
 */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const paymentReference = new URL(request.url).searchParams.get("payment_intent")?.trim() ?? "";
  if (!paymentReference) return { paymentReference, order: null, readAt: Date.now() };
  const orders = await loadCustomerData((signal) => getOrders(request, signal), request.signal, "shopper");
  const order =
    orders.status === "loaded"
      ? {
          status: "loaded" as const,
          data: orders.data.find((found) => found.paymentReference === paymentReference) ?? null,
        }
      : orders;
  return { paymentReference, order, readAt: Date.now() };
}
clientLoader.hydrate = true as const;

/** /order-confirmation?payment_intent={id}: the order a payment made (the link /complete shows on success). */
function OrderConfirmationRoute() {
  const { paymentReference, order, readAt } = useLoaderData<typeof clientLoader>();
  const user = useSessionUser();
  const { t } = useI18n();
  if (!order) {
    return (
      <OrdersPage title={t("orderConfirmation.title")}>
        <OrderNotFound message={t("orderConfirmation.notFound")} />
      </OrdersPage>
    );
  }
  if (user === null || order.status === "guest") {
    return (
      <AccountScreen title={t("orderConfirmation.title")}>
        <SignInPrompt reason={t("orderConfirmation.signIn")} />
      </AccountScreen>
    );
  }
  return <OrderConfirmation key={paymentReference} order={order} readAt={readAt} />;
}

export default OrderConfirmationRoute;
export { ErrorScreen as ErrorBoundary } from "@/components/error-screen";
export { HydrateFallback, headers } from "@/app/private-route";
export const meta = (args: Route.MetaArgs) =>
  privateMeta(rootTranslator(args.matches).t("orderConfirmation.title"))(args);
