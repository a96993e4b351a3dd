import type { Route } from "./+types/cancellation-form";
import { data, redirect } from "react-router";
import { privateMeta } from "@/app/private-route";
import { cancelOrder } from "@/features/orders/api/cancel-order";
import { CancellationScreen } from "@/features/orders/components/cancellation-form";
import { cancelRefusal, checkCancelForm, type CancelFormAnswer } from "@/features/orders/utils/cancel-form-check";
import { cancelledPath, orderIdFrom } from "@/features/orders/utils/order-location";
import { NO_ORDER_INFORMATION } from "@/features/orders/utils/order-text";
import { postedValues } from "@/lib/form/form-reply";
import { readFormData } from "@/lib/form/posted-form";
import { OrderRoute } from "@/app/order-route";
import { rootTranslator } from "@/app/root-translator";
import { localeOfPath, localizedPath } from "@domain/locale";
import { useI18n } from "@/lib/i18n/i18n-context";

/**
 * The page is rendered on the server with the customer's orders, so the form works without
 * script: it posts to the server `action` (cancellation.server.ts). With script the page is
 * hydrated from that read (the clientLoader reads on client navigations only) and the form posts
 * to the `clientAction`, which cancels through the JSON API the orders screens use: the same
 * endpoint, the same refund and mail.
 */
export { ordersLoader as loader, cancelOrderAction as action } from "@/app/cancellation.server";
export { ordersClientLoader as clientLoader } from "@/app/order-route";

/**
 * The shared rules again, then POST /api/orders/{id}/cancel, and /order-cancelled, which reads the
 * orders afresh. A refusal comes back to the form, which keeps what was typed.
 */
export async function clientAction({ request }: Route.ClientActionArgs) {
  const url = new URL(request.url);
  const orderId = orderIdFrom(url.searchParams);
  const values = postedValues(await readFormData(request), ["reason", "comment"] as const);
  const check = checkCancelForm(values.reason, values.comment);
  if (orderId === null) return data<CancelFormAnswer>({ formError: NO_ORDER_INFORMATION, values }, { status: 404 });
  if (!check.body) return data<CancelFormAnswer>({ formError: check.missing.join(" "), values }, { status: 400 });
  try {
    await cancelOrder(orderId, check.body);
  } catch (error) {
    console.warn("Cancelling the order failed:", error);
    return data<CancelFormAnswer>({ ...cancelRefusal(error), values }, { status: 409 });
  }
  return redirect(localizedPath(localeOfPath(url.pathname), cancelledPath(orderId)));
}

/** /cancellation-form?order={id}: the cancellation form (SPEC.md section 5); /your-orders may hand the order over in the router state. */
function CancellationFormRoute() {
  const { t } = useI18n();
  return <OrderRoute title={t("cancel.title")} Screen={CancellationScreen} />;
}

export default CancellationFormRoute;
export { ErrorScreen as ErrorBoundary } from "@/components/error-screen";
export { headers } from "@/app/private-route";
export function meta(args: Route.MetaArgs) {
  return privateMeta(rootTranslator(args.matches).t("cancel.metaTitle"))(args);
}
