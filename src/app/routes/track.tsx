import { privateMeta } from "@/app/private-route";
import { OrderTracking } from "@/features/orders/components/order-tracking";
import { OrderRoute } from "@/app/order-route";
import { rootTranslator } from "@/app/root-translator";
import { useI18n } from "@/lib/i18n/i18n-context";
import type { Route } from "./+types/track";

/** /track?order={id}: the tracking timeline of one order (SPEC.md section 2). */
function TrackRoute() {
  const { t } = useI18n();
  return <OrderRoute title={t("track.title")} Screen={OrderTracking} />;
}

export default TrackRoute;
export { ErrorScreen as ErrorBoundary } from "@/components/error-screen";
export { HydrateFallback, headers } from "@/app/private-route";
export { orderRouteLoader as clientLoader } from "@/app/order-route";
export function meta(args: Route.MetaArgs) {
  return privateMeta(rootTranslator(args.matches).t("track.metaTitle"))(args);
}
