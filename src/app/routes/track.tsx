import { OrderTracking } from "../../features/orders/components/order-tracking";
import { OrderRoute } from "../order-route";

/** /track?order={id}: the tracking timeline of one order (SPEC.md section 2). */
function TrackRoute() {
  return <OrderRoute title="Track your order" Screen={OrderTracking} />;
}

export { TrackRoute as Component };
