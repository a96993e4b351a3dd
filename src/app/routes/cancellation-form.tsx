import type { Route } from "./+types/cancellation-form";
import { data, redirect } from "react-router";
import { privateMeta } from "@/app/private-route";
import { cancelOrder } from "@/features/orders/api/cancel-order";
import { CancellationScreen } from "@/features/orders/components/cancellation-form";
import { cancelRefusal, checkCancelForm, type CancelFormAnswer } from "@/features/orders/utils/cancel-form-check";
import { cancelledPath, orderIdFrom } from "@/features/orders/utils/order-location";
import { NO_ORDER_INFORMATION } from "@/features/orders/utils/order-text";
import { OrderRoute } from "@/app/order-route";

/**
 * The form's POST (its screen is built in the browser, so the action is the browser's): the
 * shared rules again, then POST /api/orders/{id}/cancel, and /order-cancelled, which reads the
 * orders afresh. A refusal comes back to the form, which keeps what was typed.
 */
export async function clientAction({ request }: Route.ClientActionArgs) {
  const orderId = orderIdFrom(new URL(request.url).searchParams);
  const form = await request.formData();
  const check = checkCancelForm(String(form.get("reason") ?? ""), String(form.get("comment") ?? ""));
  if (orderId === null) return data<CancelFormAnswer>({ formError: NO_ORDER_INFORMATION }, { status: 404 });
  if (!check.body) return data<CancelFormAnswer>({ formError: check.missing.join(" ") }, { status: 400 });
  try {
    await cancelOrder(orderId, check.body);
  } catch (error) {
    console.warn("Cancelling the order failed:", error);
    return data(cancelRefusal(error), { status: 409 });
  }
  return redirect(cancelledPath(orderId));
}

/** /cancellation-form?order={id}: the cancellation form (SPEC.md section 5); /your-orders may hand the order over in the router state. */
function CancellationFormRoute() {
  return <OrderRoute title="Cancel your order" Screen={CancellationScreen} />;
}

export default CancellationFormRoute;
export { ErrorScreen as ErrorBoundary } from "@/components/error-screen";
export { HydrateFallback, headers } from "@/app/private-route";
export { orderRouteLoader as clientLoader } from "@/app/order-route";
export const meta = privateMeta("Cancel order");
