/**
 * The order screens' server side for a browser without script: the orders read with the page
 * request's session, and the cancellation form's action, which cancels through the function the
 * JSON API serves (functions/orders.ts), in this process: the same refund, the same mail, written
 * down and retried the same way as a cancellation sent with script. Server-only.
 */
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "react-router";
import { OrderResponseSchema, OrdersResponseSchema } from "@/domain/order";
import { cancelRefusal, checkCancelForm, type CancelFormAnswer } from "@/features/orders/utils/cancel-form-check";
import { cancelledPath, orderIdFrom } from "@/features/orders/utils/order-location";
import { NO_ORDER_INFORMATION } from "@/features/orders/utils/order-text";
import { postedValues } from "@/lib/form/form-reply";
import { readFormData } from "@/lib/form/posted-form";
import ordersFunction from "@functions/orders";
import { localeOfPath, localizedPath } from "@domain/locale";
import { readCustomerData } from "./customer-data.server";
import { callFunction, refusalStatus } from "./function-call.server";

export async function ordersLoader({ request }: LoaderFunctionArgs) {
  return readCustomerData(ordersFunction, request, "/api/orders", OrdersResponseSchema, (body) => body.orders);
}

export async function cancelOrderAction({ request }: ActionFunctionArgs) {
  const url = new URL(request.url);
  const orderId = orderIdFrom(url.searchParams);
  const values = postedValues(await readFormData(request), ["reason", "comment"] as const);
  const check = checkCancelForm(values.reason, values.comment);
  if (orderId === null) return data<CancelFormAnswer>({ formError: NO_ORDER_INFORMATION, values }, { status: 404 });
  if (!check.body) return data<CancelFormAnswer>({ formError: check.missing.join(" "), values }, { status: 400 });
  const answer = await callFunction(
    ordersFunction,
    request,
    { method: "POST", path: `/api/orders/${orderId}/cancel`, body: check.body },
    OrderResponseSchema,
  );
  if (!answer.ok) {
    return data<CancelFormAnswer>({ ...cancelRefusal(answer.error), values }, { status: refusalStatus(answer.error) });
  }
  return redirect(localizedPath(localeOfPath(url.pathname), cancelledPath(orderId)));
}
