import { privateMeta } from "@/app/private-route";
import { OrderCancelled } from "@/features/orders/components/order-cancelled";
import { OrderRoute } from "@/app/order-route";

/** /order-cancelled?order={id}: the cancellation done (SPEC.md section 4). */
function OrderCancelledRoute() {
  return <OrderRoute title="Order cancellation" Screen={OrderCancelled} />;
}

export default OrderCancelledRoute;
export { ErrorScreen as ErrorBoundary } from "@/components/error-screen";
export { headers } from "@/app/private-route";
// Whole on the server too: the cancellation form without script lands here.
export { ordersLoader as loader } from "@/app/cancellation.server";
export { ordersClientLoader as clientLoader } from "@/app/order-route";
export const meta = privateMeta("Order cancelled");
