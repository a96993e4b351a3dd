/**
 * The /guest-checkout and /order-lookup routes' actions (issue 42, decision 051): each form is
 * read, checked on the schema the function checks it with, and handed to the service the JSON
 * API serves (functions/_shared/guest-checkout.ts), so its limits stay one
 * implementation. What went wrong comes back as a reason the page words in its language.
 * Server-only.
 */
import { data, redirectDocument, type ActionFunctionArgs } from "react-router";
import * as v from "valibot";
import { GuestBodySchema, OrderLookupBodySchema } from "@/domain/guest-checkout";
import type { ApiError } from "@/lib/api-client";
import { readFormData } from "@/lib/form/posted-form";
import type { GuestCheckoutReply, GuestProblem, OrderLookupReply } from "@/features/guest/utils/guest-replies";
import { localeOfPath, localizedPath } from "@domain/locale";
import { lookUpGuestOrder, startGuestCheckout } from "@functions/_shared/guest-checkout";
import { cookieHeaders, serve } from "./shop.server";

const formText = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value.slice(0, 300) : "";
};

function problemOf(error: ApiError): GuestProblem {
  if (error.status === 404) return "notFound";
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

/** An order number and email -> that guest order, or one refusal whichever of the two was wrong. */
export async function orderLookupAction({ request, context }: ActionFunctionArgs) {
  const form = await readFormData(request);
  const values = { orderNumber: formText(form, "orderNumber"), email: formText(form, "email") };
  const parsed = v.safeParse(OrderLookupBodySchema, values);
  if (!parsed.success) {
    const number = parsed.issues.some((issue) => issue.path?.[0]?.key === "orderNumber");
    return data<OrderLookupReply>({ values, problem: number ? "invalidNumber" : "invalidEmail" }, { status: 400 });
  }
  const answer = await serve(context, "anyone", (ctx) => lookUpGuestOrder(ctx, parsed.output));
  if (!answer.ok) {
    const problem = problemOf(answer.error);
    // No such order is the page's answer to a well-formed question, not a failed request.
    const status = problem === "notFound" ? 200 : answer.error.status;
    return data<OrderLookupReply>({ values, problem }, { status });
  }
  return data<OrderLookupReply>({ values, order: answer.value });
}
