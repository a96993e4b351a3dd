/**
 * /your-orders/{id}/return's server side (issue 30): the loader reads the signed-in customer's
 * order and says what the page offers (the form, why not, or the instructions of the return just
 * made); the action checks the posted form on the rule the browser checks it with and sends it
 * to the service the JSON API serves (functions/_shared/returns.ts), then redirects to
 * the instructions, so a reload never posts twice. With `?token=` (a guest's order link, decision
 * 060) the order is the link's, whoever is signed in, and the link is what allows the return.
 * Server-only.
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
  ORDER_LINK_PARAM,
  returnRequestPath,
  type OrderReturn,
} from "@/domain/order-return";
import type { OrderLinkRefusal } from "@/domain/guest-checkout";
import { formReply, readSubmission } from "@/lib/form/form-reply";
import { readFormData } from "@/lib/form/posted-form";
import { localeOfPath, localizedPath } from "@domain/locale";
import { openOrderLink } from "@functions/_shared/guest-order-link";
import { orderNotFound } from "@functions/_shared/orders";
import { requestReturn, returnByOrderLink } from "@functions/_shared/returns";
import { serve, shopOf, type Shop } from "./shop.server";

export type ReturnPageData =
  | { status: "guest" }
  | { status: "link-refused"; refusal: OrderLinkRefusal }
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

const tokenOf = (request: Request) => new URL(request.url).searchParams.get(ORDER_LINK_PARAM);

/**
 * The order the page is about: the customer's, or with a token the link's, which must be the one
 * the URL names; null for a guest without a link, the refusal of a link that opens nothing.
 */
async function pageOrder(
  request: Request,
  shop: Shop,
  orderIdText: string | undefined,
): Promise<{ order: Order | null; token: string | null } | { refusal: OrderLinkRefusal } | null> {
  const token = tokenOf(request);
  if (token !== null) {
    const opened = await openOrderLink(shop.api, token);
    if (!opened.ok) return { refusal: opened.refusal };
    return { order: opened.order.id === parseIdText(orderIdText) ? opened.order : null, token };
  }
  // A session that cannot be checked now shows the sign-in prompt, as for a guest.
  const user = await shop.accountHolder().catch(() => null);
  if (!user) return null;
  return { order: await customerOrder(shop, user.id, orderIdText), token: null };
}

export async function returnPageLoader({ request, params, context }: LoaderFunctionArgs) {
  const found = await pageOrder(request, shopOf(context), params.orderId);
  if (!found) return data<ReturnPageData>({ status: "guest" });
  if ("refusal" in found) {
    return data<ReturnPageData>(
      { status: "link-refused", refusal: found.refusal },
      { status: found.refusal === "expired" ? 410 : 404 },
    );
  }
  const { order } = found;
  if (!order) throw data(ORDER_NOT_FOUND, { status: 404 });
  const createdId = returnIdFromNumber(new URL(request.url).searchParams.get("created") ?? "");
  const created = order.returns.find((orderReturn) => orderReturn.id === createdId);
  if (created) return data<ReturnPageData>({ status: "created", order, orderReturn: created });
  const refusal = returnRefusal(order, new Date());
  if (refusal) {
    const delivered = order.status === "Delivered" && order.deliveredAt !== null;
    return data<ReturnPageData>({
      status: "closed",
      order,
      message: refusal,
      reason: delivered ? "window-closed" : "not-delivered",
    });
  }
  if (returnableLines(order).length === 0) {
    return data<ReturnPageData>({
      status: "closed",
      order,
      message: `Every item of order #${order.id} is already in a return.`,
      reason: "all-returned",
    });
  }
  return data<ReturnPageData>({ status: "form", order });
}

export async function returnRequestAction({ request, params, context }: ActionFunctionArgs) {
  const form = await readFormData(request);
  const found = await pageOrder(request, shopOf(context), params.orderId);
  if (!found) return data(formReply({}, { formError: SIGN_IN_FIRST }), { status: 401 });
  if ("refusal" in found || !found.order) {
    return data(formReply({}, { formError: ORDER_NOT_FOUND }), { status: 404 });
  }
  const { order, token } = found;
  const submission = readSubmission(
    form,
    returnFormSchema(returnableLines(order)),
    returnFormFields(returnableLines(order)),
  );
  if (!submission.ok) return data(submission.reply, { status: 400 });
  const answer =
    token === null
      ? await serve(context, "customer", (ctx) => requestReturn(ctx, order.id, submission.output))
      : await serve(context, "anyone", async ({ shopApi }) => {
          const made = await returnByOrderLink(shopApi, token, order.id, submission.output);
          if (!made.ok) throw orderNotFound();
          return made.orderReturn;
        });
  if (!answer.ok) {
    return data(formReply(submission.values, { formError: answer.error.message }), { status: answer.error.status });
  }
  const locale = localeOfPath(new URL(request.url).pathname);
  const query = new URLSearchParams({
    ...(token === null ? {} : { [ORDER_LINK_PARAM]: token }),
    created: answer.value.number,
  });
  return redirect(localizedPath(locale, `${returnRequestPath(order.id)}?${query}`));
}
