import { privateMeta } from "@/app/private-route";
import { OrderCancelled } from "@/features/orders/components/order-cancelled";
import { OrderRoute } from "@/app/order-route";
import { rootTranslator } from "@/app/root-translator";
import { useI18n } from "@/lib/i18n/i18n-context";
import type { Route } from "./+types/order-cancelled";

/** /order-cancelled?order={id}: the cancellation done (SPEC.md section 4). */
function OrderCancelledRoute() {
  const { t } = useI18n();
  return <OrderRoute title={t("cancelled.notFoundTitle")} Screen={OrderCancelled} />;
}

export default OrderCancelledRoute;
export { ErrorScreen as ErrorBoundary } from "@/components/error-screen";
export { headers } from "@/app/private-route";
// Whole on the server too: the cancellation form without script lands here.
export { ordersLoader as loader } from "@/app/cancellation.server";
export { ordersClientLoader as clientLoader } from "@/app/order-route";
export function meta(args: Route.MetaArgs) {
  return privateMeta(rootTranslator(args.matches).t("cancelled.title"))(args);
}
