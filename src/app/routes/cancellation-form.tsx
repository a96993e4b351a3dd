import type { Route } from "./+types/cancellation-form";
import { privateMeta } from "@/app/private-route";
import { CancellationScreen } from "@/features/orders/components/cancellation-form";
import { OrderRoute } from "@/app/order-route";
import { rootTranslator } from "@/app/root-translator";
import { useI18n } from "@/lib/i18n/i18n-context";

/**
 * The page is rendered on the server with the customer's orders and the form posts to the server
 * `action` (cancellation.server.ts) with or without script: one way to cancel (issue 39).
 */
export { ordersLoader as loader, cancelOrderAction as action } from "@/app/cancellation.server";
export { ordersClientLoader as clientLoader } from "@/app/order-route";

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
