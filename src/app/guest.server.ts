/**
 * The /guest-checkout and /order-lookup routes' actions (issue 42, decision 051): each form is
 * read, checked on the schema the function checks it with, and handed to the function the JSON
 * API serves (functions/guest-checkout.ts) in this process, so its limits stay one
 * implementation. What went wrong comes back as a reason the page words in its language.
 * Server-only.
 */
import { data, redirectDocument, type ActionFunctionArgs } from "react-router";
import * as v from "valibot";
import { GuestBodySchema, OrderLookupBodySchema, OrderLookupResponseSchema } from "@/domain/guest-checkout";
import { SessionResponseSchema } from "@/domain/session";
import type { ApiError } from "@/lib/api-client";
import { readFormData } from "@/lib/form/posted-form";
import type { GuestCheckoutReply, GuestProblem, OrderLookupReply } from "@/features/guest/utils/guest-replies";
import { localeOfPath, localizedPath } from "@domain/locale";
import guestFunction from "@functions/guest-checkout";
import { callFunction, cookieHeaders, refusalStatus } from "./function-call.server";

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
export async function guestCheckoutAction({ request }: ActionFunctionArgs) {
  const form = await readFormData(request);
  const email = formText(form, "email");
  const parsed = v.safeParse(GuestBodySchema, { email });
  if (!parsed.success) return data<GuestCheckoutReply>({ email, problem: "invalidEmail" }, { status: 400 });
  const locale = localeOfPath(new URL(request.url).pathname);
  const answer = await callFunction(
    guestFunction,
    request,
    // The guest's emails are in the language of the page it checked out on.
    { method: "POST", path: `/api/guest-session?locale=${locale}`, body: parsed.output },
    SessionResponseSchema,
  );
  if (!answer.ok) {
    return data<GuestCheckoutReply>(
      { email, problem: problemOf(answer.error) },
      { status: refusalStatus(answer.error) },
    );
  }
  // A whole new document: the root route reads the new session, and the page frame moves the
  // cookie cart into the guest's server cart as it does after a sign-in.
  return redirectDocument(localizedPath(locale, "/Checkout2"), { headers: cookieHeaders(answer.cookies) });
}

/** An order number and email -> that guest order, or one refusal whichever of the two was wrong. */
export async function orderLookupAction({ request }: ActionFunctionArgs) {
  const form = await readFormData(request);
  const values = { orderNumber: formText(form, "orderNumber"), email: formText(form, "email") };
  const parsed = v.safeParse(OrderLookupBodySchema, values);
  if (!parsed.success) {
    const number = parsed.issues.some((issue) => issue.path?.[0]?.key === "orderNumber");
    return data<OrderLookupReply>({ values, problem: number ? "invalidNumber" : "invalidEmail" }, { status: 400 });
  }
  const answer = await callFunction(
    guestFunction,
    request,
    { method: "POST", path: "/api/order-lookup", body: parsed.output },
    OrderLookupResponseSchema,
  );
  if (!answer.ok) {
    const problem = problemOf(answer.error);
    // No such order is the page's answer to a well-formed question, not a failed request.
    const status = problem === "notFound" ? 200 : refusalStatus(answer.error);
    return data<OrderLookupReply>({ values, problem }, { status });
  }
  return data<OrderLookupReply>({ values, order: answer.body.order });
}
