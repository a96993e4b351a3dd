import { privateMeta } from "@/app/private-route";
import { CancellationScreen } from "@/features/orders/components/cancellation-form";
import { OrderRoute } from "@/app/order-route";

/** /cancellation-form?order={id}: the cancellation form (SPEC.md section 5); /your-orders may hand the order over in the router state. */
function CancellationFormRoute() {
  return <OrderRoute title="Cancel your order" Screen={CancellationScreen} />;
}

export default CancellationFormRoute;
export { ErrorScreen as ErrorBoundary } from "@/components/error-screen";
export { HydrateFallback, headers } from "@/app/private-route";
export { orderRouteLoader as clientLoader } from "@/app/order-route";
export const meta = privateMeta("Cancel order");
