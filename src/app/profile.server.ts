/**
 * /UserProfile's loader and one action, by the posted form's intent: the language of the emails,
 * the password changed while signed in (issue 40, decision 058), the name and phone, a new email
 * and the link that confirms it (decision 062). Each runs the functions' own code with this
 * request's session and shop API client, as the JSON API does. Server-only.
 */
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "react-router";
import { localeOfPath, localizedPath } from "@domain/locale";
import * as v from "valibot";
import { EMAIL_LINK_PARAM, EmailChangeBodySchema, IdentityBodySchema, type EmailLinkState } from "@/domain/identity";
import { PasswordChangeBodySchema } from "@/domain/password-change";
import {
  DETAILS_SAVED_PARAM,
  IDENTITY_INTENTS,
  type DetailsField,
  type EmailField,
  type IdentityAnswer,
} from "@/features/account/components/identity-forms";
import {
  PASSWORD_CHANGED_PARAM,
  PASSWORD_INTENT,
  type PasswordAnswer,
  type PasswordField,
} from "@/features/account/components/password-change-form";
import { readFormData } from "@/lib/form/posted-form";
import { changePassword } from "@functions/_shared/account-password";
import { accountProfile, saveIdentity } from "@functions/_shared/customers";
import {
  confirmEmailLink,
  readEmailLink,
  requestEmailChange,
  requestEmailConfirmation,
} from "@functions/_shared/email-confirmation";
import { isSameOriginRequest } from "@functions/_shared/service";
import { readCustomerData } from "./customer-data.server";
import { emailLanguageAction } from "./email-language.server";
import { cookieHeaders, serve, shopOf } from "./shop.server";

/** The account (signed in), and what a confirmation link in the query would do (anyone may open one). */
export async function profileLoader({ request, context }: LoaderFunctionArgs) {
  const token = new URL(request.url).searchParams.get(EMAIL_LINK_PARAM);
  const [profile, emailLink] = await Promise.all([
    readCustomerData(context, accountProfile),
    token === null
      ? null
      : readEmailLink(shopOf(context).api, token).catch((): EmailLinkState => ({ status: "invalid" })),
  ]);
  return { ...profile, emailLink };
}

export async function profileAction(args: ActionFunctionArgs) {
  const form = await readFormData(args.request.clone());
  const intent = form.get("intent");
  if (intent === PASSWORD_INTENT) return passwordChangeAction(args.request, args.context, form);
  if (intent === IDENTITY_INTENTS.details) return detailsAction(args.request, args.context, form);
  if (intent === IDENTITY_INTENTS.email) return emailChangeAction(args.context, form);
  if (intent === IDENTITY_INTENTS.confirmRequest) return confirmRequestAction(args.context);
  if (intent === IDENTITY_INTENTS.confirmLink) return confirmLinkAction(args.context, form);
  return emailLanguageAction(args);
}

/** The schema's first message per field, for the form to show beside it. */
function fieldErrors<F extends string>(issues: readonly v.BaseIssue<unknown>[]): Partial<Record<F, string>> {
  const fields: Partial<Record<F, string>> = {};
  for (const issue of issues) {
    const name = v.getDotPath(issue) as F | null;
    if (name && !fields[name]) fields[name] = issue.message;
  }
  return fields;
}

const answer = (body: IdentityAnswer, status = 200) => data<IdentityAnswer>(body, { status });

async function detailsAction(request: Request, context: ActionFunctionArgs["context"], form: FormData) {
  const posted = v.safeParse(IdentityBodySchema, {
    firstname: form.get("firstname") ?? "",
    lastname: form.get("lastname") ?? "",
    mobileno: form.get("mobileno") ?? "",
  });
  const intent = IDENTITY_INTENTS.details;
  if (!posted.success) {
    return answer(
      { intent, status: "refused", reason: "invalid", fields: fieldErrors<DetailsField>(posted.issues) },
      400,
    );
  }
  const saved = await serve(context, "customer", (ctx) => saveIdentity(ctx, posted.output));
  if (!saved.ok && saved.error.fields) {
    // A field the service refused (a blank last name for an account that has one), in the page's words.
    const fields: Partial<Record<DetailsField, string>> = saved.error.fields;
    return answer({ intent, status: "refused", reason: "invalid", fields }, saved.error.status);
  }
  if (!saved.ok) return answer({ intent, status: "refused", reason: "failed" }, saved.error.status);
  // The new name's cookie comes with the redirect; React Router then reads the shopper again (the
  // frame's greeting, src/lib/shopper.tsx) as after any action, so no new document is needed.
  const profile = localizedPath(localeOfPath(new URL(request.url).pathname), "/UserProfile");
  return redirect(`${profile}?${DETAILS_SAVED_PARAM}=1`, { headers: cookieHeaders(saved.value.cookies) });
}

async function emailChangeAction(context: ActionFunctionArgs["context"], form: FormData) {
  const intent = IDENTITY_INTENTS.email;
  const posted = v.safeParse(EmailChangeBodySchema, {
    currentPassword: form.get("currentPassword") ?? "",
    email: form.get("email") ?? "",
  });
  if (!posted.success) {
    return answer(
      { intent, status: "refused", reason: "invalid", fields: fieldErrors<EmailField>(posted.issues) },
      400,
    );
  }
  const served = await serve(context, "customer", (ctx) => requestEmailChange(ctx, posted.output));
  if (!served.ok) return answer({ intent, status: "refused", reason: "failed" }, served.error.status);
  const outcome = served.value;
  switch (outcome.kind) {
    case "sent":
      return answer({ intent, status: "sent", email: posted.output.email });
    case "wrong-password":
      return answer({ intent, status: "refused", reason: "wrong" }, 403);
    case "taken":
      return answer({ intent, status: "refused", reason: "taken" }, 409);
    case "same":
      return answer({ intent, status: "refused", reason: "same" }, 400);
    case "throttled":
      return answer(
        {
          intent,
          status: "refused",
          reason: "tooMany",
          minutes: Math.max(1, Math.ceil(outcome.retryAfterSeconds / 60)),
        },
        429,
      );
  }
}

async function confirmRequestAction(context: ActionFunctionArgs["context"]) {
  const intent = IDENTITY_INTENTS.confirmRequest;
  const served = await serve(context, "customer", (ctx) =>
    requestEmailConfirmation(ctx.shopApi, ctx.customer.id, false),
  );
  return served.ok ? answer({ intent, status: "sent" }) : answer({ intent, status: "failed" }, served.error.status);
}

/** Open to anyone with the link (it is the proof); the same-origin check still applies. */
async function confirmLinkAction(context: ActionFunctionArgs["context"], form: FormData) {
  const intent = IDENTITY_INTENTS.confirmLink;
  const token = form.get("token");
  const served = await serve(context, "anyone", (ctx) =>
    confirmEmailLink(ctx.shopApi, typeof token === "string" ? token : ""),
  );
  if (!served.ok) return answer({ intent, status: "refused", reason: "failed" }, served.error.status);
  const outcome = served.value;
  if (!outcome.ok) {
    const status = { invalid: 400, expired: 410, used: 410, taken: 409 }[outcome.refusal];
    return answer({ intent, status: "refused", reason: outcome.refusal }, status);
  }
  return answer({
    intent,
    status: "confirmed",
    email: outcome.email,
    changed: outcome.changed,
    orders: outcome.ordersJoined,
  });
}

async function passwordChangeAction(request: Request, context: ActionFunctionArgs["context"], form: FormData) {
  const refused = (reason: PasswordAnswer["reason"], status: number, more = {}) =>
    data<PasswordAnswer>({ intent: PASSWORD_INTENT, status: "refused", reason, ...more }, { status });
  // Another site's page changing this shopper's password (the JSON API checks the same).
  if (!isSameOriginRequest(request)) return refused("failed", 403);
  const posted = v.safeParse(PasswordChangeBodySchema, {
    currentPassword: form.get("currentPassword") ?? "",
    password: form.get("password") ?? "",
  });
  if (!posted.success) return refused("invalid", 400, { fields: fieldErrors<PasswordField>(posted.issues) });
  const customer = await shopOf(context)
    .customer()
    .catch(() => null);
  if (customer === null) return refused("failed", 401);
  try {
    const outcome = await changePassword(shopOf(context).api, request, customer, posted.output);
    if (outcome.kind === "wrong-password") return refused("wrong", 403);
    if (outcome.kind === "throttled") {
      return refused("tooMany", 429, { minutes: Math.max(1, Math.ceil(outcome.retryAfterSeconds / 60)) });
    }
    // A new page read with the new cookie: this request's own is revoked now, so a page rendered
    // in answer to it (a post without script) would show a guest.
    const profile = localizedPath(localeOfPath(new URL(request.url).pathname), "/UserProfile");
    return redirect(`${profile}?${PASSWORD_CHANGED_PARAM}=1`, { headers: cookieHeaders(outcome.cookies) });
  } catch (error) {
    console.warn("Changing the password failed:", error);
    return refused("failed", 503);
  }
}
