import type { Route } from "./+types/order-confirmation";
import { useActionData, useLoaderData } from "react-router";
import { loadCustomerData, privateMeta } from "@/app/private-route";
import { AccountScreen } from "@/features/account/components/account-screen";
import { SignInPrompt } from "@/features/account/components/sign-in-prompt";
import { GuestAccountOffer, type GuestAccountAnswer } from "@/features/guest/components/guest-account-offer";
import { OrderConfirmation } from "@/features/orders/components/order-confirmation";
import { OrderNotFound } from "@/features/orders/components/order-status-panels";
import { OrdersPage } from "@/features/orders/components/orders-page";
import { getOrders } from "@/lib/orders-api";
import { useSessionUser } from "@/lib/session-user";
import { rootTranslator } from "@/app/root-translator";
import { useI18n } from "@/lib/i18n/i18n-context";

/** A guest's "Create an account" (decision 062): the server says whether this is a guest, and creates it. */
export { guestOfferLoader as loader, guestAccountAction as action } from "@/app/guest-account.server";

/**
 * The order of `?payment_intent=`, looked up in the customer's orders (null: not recorded yet).
 * OrderConfirmation asks again while it waits for the payment's webhook; `readAt` times the wait.
 */
export async function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  const paymentReference = new URL(request.url).searchParams.get("payment_intent")?.trim() ?? "";
  const { guestEmail } = await serverLoader();
  if (!paymentReference) return { paymentReference, order: null, readAt: Date.now(), guestEmail };
  const orders = await loadCustomerData((signal) => getOrders(request, signal), request.signal, "shopper");
  const order =
    orders.status === "loaded"
      ? {
          status: "loaded" as const,
          data: orders.data.find((found) => found.paymentReference === paymentReference) ?? null,
        }
      : orders;
  return { paymentReference, order, readAt: Date.now(), guestEmail };
}
clientLoader.hydrate = true as const;

/** /order-confirmation?payment_intent={id}: the order a payment made (the link /complete shows on success). */
function OrderConfirmationRoute() {
  const { paymentReference, order, readAt, guestEmail } = useLoaderData<typeof clientLoader>();
  const accountAnswer = useActionData<GuestAccountAnswer>();
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
  return (
    <>
      <OrderConfirmation key={paymentReference} order={order} readAt={readAt} />
      {guestEmail && order.status === "loaded" && order.data && (
        <GuestAccountOffer email={guestEmail} answer={accountAnswer} />
      )}
    </>
  );
}

export default OrderConfirmationRoute;
export { ErrorScreen as ErrorBoundary } from "@/components/error-screen";
export { HydrateFallback, headers } from "@/app/private-route";
export const meta = (args: Route.MetaArgs) =>
  privateMeta(rootTranslator(args.matches).t("orderConfirmation.title"))(args);
