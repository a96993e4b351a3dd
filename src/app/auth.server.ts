/**
 * The /login and /register routes' server side (forms as docs/decisions/024 sets them): each form
 * is posted to its page, checked on the schema the browser checks it with, then handed to the
 * function the JSON API serves (functions/session.ts, functions/customers.ts) in this process, so
 * the limits, the welcome email and every message stay those of one implementation. Server-only.
 */
import { data, redirect, replace, type ActionFunctionArgs, type LoaderFunctionArgs } from "react-router";
import * as v from "valibot";
import { LoginBodySchema, RegisterBodySchema, RegisterResponseSchema } from "@/domain/account";
import { NEWS_CONSENT_FIELD } from "@/domain/consent";
import { SessionResponseSchema } from "@/domain/session";
import { localeOfPath, localizedPath } from "@domain/locale";
import { LOGIN_FIELDS, loginFailure, USER_NOT_FOUND } from "@/features/auth/utils/login-messages";
import { REGISTER_FIELDS, registerFailure } from "@/features/auth/utils/register-messages";
import { formReply, readSubmission } from "@/lib/form/form-reply";
import { readFormData } from "@/lib/form/posted-form";
import { returnToIn, withReturnTo } from "@/lib/safe-return-to";
import { readCookie, readSession, siteCookie } from "@functions/_shared/session";
import customersFunction from "@functions/customers";
import sessionFunction from "@functions/session";
import { callFunction, cookieHeaders, refusalStatus } from "./function-call.server";

/**
 * Registration hands the new account's email to the sign-in form, which a reload or a browser
 * without script must see too: a short-lived HttpOnly cookie rather than the URL, where an email
 * would reach the address bar and every log on the way.
 */
const REGISTERED_EMAIL_COOKIE = "registered_email";
const HANDOVER_SECONDS = 10 * 60;
const HandedOverEmailSchema = v.pipe(v.string(), v.maxLength(254), v.email());

function registeredEmailIn(request: Request): string {
  const raw = readCookie(request, REGISTERED_EMAIL_COOKIE);
  if (!raw) return "";
  try {
    const email = v.safeParse(HandedOverEmailSchema, decodeURIComponent(raw));
    return email.success ? email.output : "";
  } catch {
    return "";
  }
}

const returnToOf = (request: Request) => returnToIn(new URL(request.url).searchParams);

/** A shop path in the language of the page the request came from. */
const inPageLanguage = (request: Request, path: string) =>
  localizedPath(localeOfPath(new URL(request.url).pathname), path);

/**
 * A signed-in visitor goes on to where the sign-in would have taken them; the form gets the
 * handed-over email. A guest's checkout session is no account: it gets the form (decision 060).
 */
export async function loginLoader({ request }: LoaderFunctionArgs) {
  // A session that cannot be checked now counts as none: the form is still the way in.
  const user = await readSession(request).catch(() => null);
  if (user && !user.guest) throw redirect(returnToOf(request) ?? inPageLanguage(request, "/UserProfile"));
  return { registeredEmail: registeredEmailIn(request) };
}

export async function loginAction({ request }: ActionFunctionArgs) {
  const submission = readSubmission(await readFormData(request), LoginBodySchema, LOGIN_FIELDS, ["password"]);
  if (!submission.ok) return data(submission.reply, { status: 400 });
  const answer = await callFunction(
    sessionFunction,
    request,
    { method: "POST", path: "/api/session", body: submission.output },
    SessionResponseSchema,
  );
  const refused = (formError: string, status: number, errors = {}) =>
    data(formReply(submission.values, { errors, formError, secret: ["password"] }), { status });
  if (!answer.ok) {
    const failure = loginFailure(answer.error);
    return refused(failure.message, refusalStatus(answer.error), failure.fields);
  }
  if (!answer.body.user) return refused(USER_NOT_FOUND, 502);
  const cookies = [...answer.cookies];
  if (readCookie(request, REGISTERED_EMAIL_COOKIE) !== null) {
    cookies.push(siteCookie(request, REGISTERED_EMAIL_COOKIE, "", { httpOnly: true, maxAge: 0 }));
  }
  const headers = cookieHeaders(cookies);
  const returnTo = returnToOf(request);
  // Back from the page that sent the shopper here must not land on the sign-in form again.
  return returnTo === null ? redirect(inPageLanguage(request, "/"), { headers }) : replace(returnTo, { headers });
}

export async function registerAction({ request }: ActionFunctionArgs) {
  const form = await readFormData(request);
  const submission = readSubmission(form, RegisterBodySchema, REGISTER_FIELDS, ["password"]);
  if (!submission.ok) return data(submission.reply, { status: 400 });
  const answer = await callFunction(
    customersFunction,
    request,
    // The account's emails are in the language of the page it was made on.
    {
      method: "POST",
      path: "/api/customers",
      body: {
        ...submission.output,
        locale: localeOfPath(new URL(request.url).pathname),
        // A ticked box sends its field; unticked sends nothing (decision 047).
        newsConsent: form.get(NEWS_CONSENT_FIELD) !== null,
      },
    },
    RegisterResponseSchema,
  );
  if (!answer.ok) {
    const failure = registerFailure(answer.error);
    return data(
      formReply(submission.values, { errors: failure.fields, formError: failure.message, secret: ["password"] }),
      { status: refusalStatus(answer.error) },
    );
  }
  const handover = siteCookie(request, REGISTERED_EMAIL_COOKIE, encodeURIComponent(submission.output.email), {
    httpOnly: true,
    maxAge: HANDOVER_SECONDS,
  });
  return redirect(inPageLanguage(request, withReturnTo("/login", returnToOf(request))), {
    headers: cookieHeaders([handover]),
  });
}
