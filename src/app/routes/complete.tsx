import type { Route } from "./+types/complete";
import { useLoaderData } from "react-router";
import { loadCustomerData, privateMeta } from "@/app/private-route";
import { PageTitle } from "@/components/page-title";
import { getOrders } from "@/lib/orders-api";
import { intentIdFromClientSecret } from "@/domain/checkout";
import { getPaymentStatus } from "@/features/payment/api/get-payment-status";
import { PaymentResult } from "@/features/payment/components/payment-result";
import { rootTranslator } from "@/app/root-translator";
import { useI18n } from "@/lib/i18n/i18n-context";
import { loadResult } from "@/lib/load-result";

/**
 * The status of the PaymentIntent whose client secret the provider's redirect put in the query,
 * read from the server, never from `redirect_status` (anyone can type that). A secret that is not
 * one is not asked about. PaymentResult asks again (revalidates) while the payment waits for its
 * capture; `readAt` times that wait. Once it is captured its order is recorded (decision 010):
 * its number is looked up in the customer's orders, to be named (issue 40).
 */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const clientSecret = new URL(request.url).searchParams.get("payment_intent_client_secret") ?? "";
  const intentId = intentIdFromClientSecret(clientSecret);
  const payment = intentId
    ? await loadResult(() => getPaymentStatus(clientSecret, request.signal), request.signal)
    : null;
  const captured = payment?.status === "loaded" && payment.data.status === "succeeded";
  const orders =
    intentId && captured
      ? await loadCustomerData((signal) => getOrders(request, signal), request.signal, "shopper")
      : null;
  const orderId =
    orders?.status === "loaded" ? (orders.data.find((order) => order.paymentReference === intentId)?.id ?? null) : null;
  return { intentId, payment, orderId, readAt: Date.now() };
}
clientLoader.hydrate = true as const;

/** /complete: where the card payment returns (SPEC.md sections 2 and 4), inside the site's header and footer. */
function CompleteRoute() {
  const { intentId, payment, orderId, readAt } = useLoaderData<typeof clientLoader>();
  const { t } = useI18n();
  return (
    <>
      <PageTitle>{t("complete.title")}</PageTitle>
      <PaymentResult key={intentId} intentId={intentId} payment={payment} readAt={readAt} orderId={orderId} />
    </>
  );
}

export default CompleteRoute;
export { ErrorScreen as ErrorBoundary } from "@/components/error-screen";
export { HydrateFallback, headers } from "@/app/private-route";
export const meta = (args: Route.MetaArgs) => privateMeta(rootTranslator(args.matches).t("complete.title"))(args);
