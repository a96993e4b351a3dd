/**
 * The order screens' server side for a browser without script: the orders read with the page
 * request's session, and the cancellation form's action, which cancels through the service the
 * JSON API serves (functions/_shared/orders.ts): the same refund, the same mail, written
 * down and retried the same way as a cancellation sent with script. Server-only.
 */
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "react-router";
import { cancelRefusal, checkCancelForm, type CancelFormAnswer } from "@/features/orders/utils/cancel-form-check";
import { cancelledPath, orderIdFrom } from "@/features/orders/utils/order-location";
import { NO_ORDER_INFORMATION } from "@/features/orders/utils/order-text";
import { postedValues } from "@/lib/form/form-reply";
import { readFormData } from "@/lib/form/posted-form";
import { localeOfPath, localizedPath } from "@domain/locale";
import { cancelOrder, listOrders } from "@functions/_shared/orders";
import { readCustomerData } from "./customer-data.server";
import { serve } from "./shop.server";

export async function ordersLoader({ context }: LoaderFunctionArgs) {
  return readCustomerData(context, listOrders);
}

export async function cancelOrderAction({ request, context }: ActionFunctionArgs) {
  const url = new URL(request.url);
  const orderId = orderIdFrom(url.searchParams);
  const values = postedValues(await readFormData(request), ["reason", "comment"] as const);
  const check = checkCancelForm(values.reason, values.comment);
  if (orderId === null) return data<CancelFormAnswer>({ formError: NO_ORDER_INFORMATION, values }, { status: 404 });
  if (!check.body) return data<CancelFormAnswer>({ formError: check.missing.join(" "), values }, { status: 400 });
  const body = check.body;
  const answer = await serve(context, "customer", (ctx) => cancelOrder(ctx, orderId, body));
  if (!answer.ok) {
    return data<CancelFormAnswer>({ ...cancelRefusal(answer.error), values }, { status: answer.error.status });
  }
  return redirect(localizedPath(localeOfPath(url.pathname), cancelledPath(orderId)));
}
