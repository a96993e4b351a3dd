import { privateMeta } from "@/app/private-route";
import { OrderTracking } from "@/features/orders/components/order-tracking";
import { OrderRoute } from "@/app/order-route";

/** /track?order={id}: the tracking timeline of one order (SPEC.md section 2). */
function TrackRoute() {
  return <OrderRoute title="Track your order" Screen={OrderTracking} />;
}

export default TrackRoute;
export { ErrorScreen as ErrorBoundary } from "@/components/error-screen";
export { HydrateFallback, headers } from "@/app/private-route";
export { orderRouteLoader as clientLoader } from "@/app/order-route";
export const meta = privateMeta("Track order");
