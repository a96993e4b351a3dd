import type { Route } from "./+types/order-confirmation";
import { useActionData } from "react-router";
import { customerDataOf, privateMeta } from "@/app/private-route";
import { AccountScreen } from "@/features/account/components/account-screen";
import { SignInPrompt } from "@/features/account/components/sign-in-prompt";
import { GuestAccountOffer, type GuestAccountAnswer } from "@/features/guest/components/guest-account-offer";
import { OrderConfirmation } from "@/features/orders/components/order-confirmation";
import { OrderNotFound } from "@/features/orders/components/order-status-panels";
import { OrdersPage } from "@/features/orders/components/orders-page";
import { useSessionUser } from "@/lib/session-user";
import { rootTranslator } from "@/app/root-translator";
import { useI18n } from "@/lib/i18n/i18n-context";

/**
 * Rendered on the server from the page request's session, so a guest's "Create an account"
 * (decisions 062 and 063) is a form posted to the action with or without script. OrderConfirmation
 * asks the loader again while it waits for the payment's webhook.
 */
export { orderConfirmationLoader as loader, guestAccountAction as action } from "@/app/guest-account.server";

/** /order-confirmation?payment_intent={id}: the order a payment made (the link /complete shows on success). */
function OrderConfirmationRoute({ loaderData }: Route.ComponentProps) {
  const { paymentReference, order: served, guestEmail } = loaderData;
  const accountAnswer = useActionData<GuestAccountAnswer>();
  const user = useSessionUser();
  const { t } = useI18n();
  const order = served && customerDataOf(served);
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
      <OrderConfirmation key={paymentReference} order={order} />
      {guestEmail && order.status === "loaded" && order.data && (
        <GuestAccountOffer email={guestEmail} answer={accountAnswer} />
      )}
    </>
  );
}

export default OrderConfirmationRoute;
export { ErrorScreen as ErrorBoundary } from "@/components/error-screen";
export { headers } from "@/app/private-route";
export const meta = (args: Route.MetaArgs) =>
  privateMeta(rootTranslator(args.matches).t("orderConfirmation.title"))(args);
