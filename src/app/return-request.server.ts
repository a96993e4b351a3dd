/**
 * /your-orders/{id}/return's server side (issue 30): the loader reads the signed-in customer's
 * order and says what the page offers (the form, why not, or the instructions of the return just
 * made); the action checks the posted form on the rule the browser checks it with and sends it
 * to the service the JSON API serves (functions/_shared/returns.ts), then redirects to
 * the instructions, so a reload never posts twice. Server-only.
 */
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "react-router";
import { parseIdText } from "@/domain/ids";
import type { Order } from "@/domain/order";
import {
  returnableLines,
  returnFormFields,
  returnFormSchema,
  returnIdFromNumber,
  returnRefusal,
  returnRequestPath,
  type OrderReturn,
} from "@/domain/order-return";
import { formReply, readSubmission } from "@/lib/form/form-reply";
import { readFormData } from "@/lib/form/posted-form";
import { localeOfPath, localizedPath } from "@domain/locale";
import { requestReturn } from "@functions/_shared/returns";
import { serve, shopOf, type Shop } from "./shop.server";

export type ReturnPageData =
  | { status: "guest" }
  | { status: "form"; order: Order }
  | { status: "closed"; order: Order; message: string; reason: ClosedReason }
  | { status: "created"; order: Order; orderReturn: OrderReturn };

/** Why the form is not offered, for the page to say it in its language (`message` is the English). */
export type ClosedReason = "not-delivered" | "window-closed" | "all-returned";

const ORDER_NOT_FOUND = "Order not found.";
const SIGN_IN_FIRST = "Please sign in to return items.";

/** The customer's order the URL names; another customer's is as unknown as a missing one. */
async function customerOrder(shop: Shop, customerId: number, orderIdText: string | undefined): Promise<Order | null> {
  const orderId = parseIdText(orderIdText);
  if (orderId === null) return null;
  const orders = await shop.api.getOrders(customerId);
  return orders.find((order) => order.id === orderId) ?? null;
}

export async function returnPageLoader({ request, params, context }: LoaderFunctionArgs): Promise<ReturnPageData> {
  // A session that cannot be checked now shows the sign-in prompt, as for a guest.
  const user = await shopOf(context)
    .customer()
    .catch(() => null);
  if (!user) return { status: "guest" };
  const order = await customerOrder(shopOf(context), user.id, params.orderId);
  if (!order) throw data(ORDER_NOT_FOUND, { status: 404 });
  const createdId = returnIdFromNumber(new URL(request.url).searchParams.get("created") ?? "");
  const created = order.returns.find((orderReturn) => orderReturn.id === createdId);
  if (created) return { status: "created", order, orderReturn: created };
  const refusal = returnRefusal(order, new Date());
  if (refusal) {
    const delivered = order.status === "Delivered" && order.deliveredAt !== null;
    return { status: "closed", order, message: refusal, reason: delivered ? "window-closed" : "not-delivered" };
  }
  if (returnableLines(order).length === 0) {
    return {
      status: "closed",
      order,
      message: `Every item of order #${order.id} is already in a return.`,
      reason: "all-returned",
    };
  }
  return { status: "form", order };
}

export async function returnRequestAction({ request, params, context }: ActionFunctionArgs) {
  const form = await readFormData(request);
  const user = await shopOf(context)
    .customer()
    .catch(() => null);
  if (!user) return data(formReply({}, { formError: SIGN_IN_FIRST }), { status: 401 });
  const order = await customerOrder(shopOf(context), user.id, params.orderId);
  if (!order) return data(formReply({}, { formError: ORDER_NOT_FOUND }), { status: 404 });
  const submission = readSubmission(
    form,
    returnFormSchema(returnableLines(order)),
    returnFormFields(returnableLines(order)),
  );
  if (!submission.ok) return data(submission.reply, { status: 400 });
  const answer = await serve(context, "customer", (ctx) => requestReturn(ctx, order.id, submission.output));
  if (!answer.ok) {
    return data(formReply(submission.values, { formError: answer.error.message }), { status: answer.error.status });
  }
  const locale = localeOfPath(new URL(request.url).pathname);
  return redirect(localizedPath(locale, `${returnRequestPath(order.id)}?created=${answer.value.number}`));
}
