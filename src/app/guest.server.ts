/**
 * The /guest-checkout and /order-lookup routes' actions (issue 42, decisions 051 and 060): each form is
 * read, checked on the schema the function checks it with, and handed to the service the JSON
 * API serves (functions/_shared/guest-checkout.ts, decision 055), so its limits stay one
 * implementation. What went wrong comes back as a reason the page words in its language.
 * Server-only.
 */
import { data, redirect, redirectDocument, type ActionFunctionArgs, type LoaderFunctionArgs } from "react-router";
import * as v from "valibot";
import { GuestBodySchema, OrderLookupBodySchema } from "@/domain/guest-checkout";
import { ORDER_LINK_PARAM } from "@/domain/order-return";
import { ApiError } from "@/lib/api-client";
import { readFormData } from "@/lib/form/posted-form";
import { postedValues } from "@/lib/form/form-reply";
import { cancelRefusal, checkCancelForm, type CancelFormAnswer } from "@/features/orders/utils/cancel-form-check";
import type {
  GuestCheckoutReply,
  GuestProblem,
  OrderLinkPage,
  OrderLookupReply,
} from "@/features/guest/utils/guest-replies";
import { localeOfPath, localizedPath } from "@domain/locale";
import { mailGuestOrderLink, startGuestCheckout } from "@functions/_shared/guest-checkout";
import { cancelByOrderLink, openOrderLink } from "@functions/_shared/guest-order-link";
import { HttpError } from "@functions/_shared/http";
import { cookieHeaders, serve, shopOf } from "./shop.server";

const formText = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value.slice(0, 300) : "";
};

function problemOf(error: ApiError): GuestProblem {
  if (error.status === 429) return "tooMany";
  if (error.status === 503) return "unavailable";
  if (error.status === 400) return error.fields?.orderNumber ? "invalidNumber" : "invalidEmail";
  return "failed";
}

/** A guest's email -> a guest session, then the checkout (its address step) in the page's language. */
export async function guestCheckoutAction({ request, context }: ActionFunctionArgs) {
  const form = await readFormData(request);
  const email = formText(form, "email");
  const parsed = v.safeParse(GuestBodySchema, { email });
  if (!parsed.success) return data<GuestCheckoutReply>({ email, problem: "invalidEmail" }, { status: 400 });
  const locale = localeOfPath(new URL(request.url).pathname);
  // The guest's emails are in the language of the page it checked out on (the service's locale).
  const answer = await serve(context, "anyone", (ctx) => startGuestCheckout(ctx, parsed.output));
  if (!answer.ok) {
    return data<GuestCheckoutReply>({ email, problem: problemOf(answer.error) }, { status: answer.error.status });
  }
  // A whole new document: the root route reads the new session, and the page frame moves the
  // cookie cart into the guest's server cart as it does after a sign-in.
  return redirectDocument(localizedPath(locale, "/Checkout2"), { headers: cookieHeaders(answer.value.cookies) });
}

const tokenOf = (request: Request) => new URL(request.url).searchParams.get(ORDER_LINK_PARAM);

/**
 * /order-lookup?token= (decision 060): the order a guest's mailed link opens, or why not (the page
 * then offers the form to ask for a new link). A GET only reads: mail scanners open links.
 */
export async function orderLinkLoader({ request, context }: LoaderFunctionArgs) {
  const token = tokenOf(request);
  if (token === null) return data<OrderLinkPage>({ link: null });
  const opened = await openOrderLink(shopOf(context).api, token);
  if (opened.ok) return data<OrderLinkPage>({ link: { status: "open", order: opened.order } });
  return data<OrderLinkPage>(
    { link: { status: opened.refusal } },
    { status: opened.refusal === "expired" ? 410 : 404 },
  );
}

/** With a link's token, its order's cancellation (reason and comment, as /cancellation-form's); else a lookup. */
export async function orderLookupAction(args: ActionFunctionArgs) {
  const token = tokenOf(args.request);
  return token === null ? lookUpOrder(args) : cancelLinkedOrder(args, token);
}

/** An order number and email -> a link to that guest order mailed to that email; one answer whether or not they match. */
async function lookUpOrder({ request, context }: ActionFunctionArgs) {
  const form = await readFormData(request);
  const values = { orderNumber: formText(form, "orderNumber"), email: formText(form, "email") };
  const parsed = v.safeParse(OrderLookupBodySchema, values);
  if (!parsed.success) {
    const number = parsed.issues.some((issue) => issue.path?.[0]?.key === "orderNumber");
    return data<OrderLookupReply>({ values, problem: number ? "invalidNumber" : "invalidEmail" }, { status: 400 });
  }
  const answer = await serve(context, "anyone", (ctx) => mailGuestOrderLink(ctx, parsed.output));
  if (!answer.ok) {
    return data<OrderLookupReply>({ values, problem: problemOf(answer.error) }, { status: answer.error.status });
  }
  return data<OrderLookupReply>({ values, sent: true });
}

async function cancelLinkedOrder({ request, context }: ActionFunctionArgs, token: string) {
  const values = postedValues(await readFormData(request), ["reason", "comment"] as const);
  const check = checkCancelForm(values.reason, values.comment);
  if (!check.body) return data<CancelFormAnswer>({ formError: check.missing.join(" "), values }, { status: 400 });
  try {
    const cancelled = await cancelByOrderLink(shopOf(context).api, token, check.body);
    // The link's page again, now showing the order cancelled and its refund; an expired or
    // altered link shows why there.
    if (!cancelled.ok) console.info(`[order-link] a cancellation was refused: ${cancelled.refusal} link`);
  } catch (error) {
    const refusal = error instanceof HttpError ? new ApiError(error.status, error.code, error.message) : error;
    if (!(error instanceof HttpError)) console.error("[order-link] a cancellation failed", error);
    return data<CancelFormAnswer>({ ...cancelRefusal(refusal), values }, { status: 409 });
  }
  const url = new URL(request.url);
  return redirect(`${url.pathname}${url.search}`);
}
