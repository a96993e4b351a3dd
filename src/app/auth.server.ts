/**
 * The /login and /register routes' server side (forms as docs/decisions/024 sets them): each form
 * is posted to its page, checked on the schema the browser checks it with, then handed to the
 * service the JSON API serves (functions/_shared/sign-in.ts, functions/_shared/customers.ts), so
 * the limits, the welcome email and every message stay those of one implementation. Server-only.
 */
import { data, redirect, replace, type ActionFunctionArgs, type LoaderFunctionArgs } from "react-router";
import * as v from "valibot";
import { LoginBodySchema, RegisterBodySchema } from "@/domain/account";
import { NEWS_CONSENT_FIELD } from "@/domain/consent";
import { localeOfPath, localizedPath } from "@domain/locale";
import { LOGIN_FIELDS, loginFailure } from "@/features/auth/utils/login-messages";
import { REGISTER_FIELDS, registerFailure } from "@/features/auth/utils/register-messages";
import { formReply, readSubmission } from "@/lib/form/form-reply";
import { readFormData } from "@/lib/form/posted-form";
import { returnToIn, withReturnTo } from "@/lib/safe-return-to";
import { register } from "@functions/_shared/customers";
import { readCookie, siteCookie } from "@functions/_shared/session";
import { signIn } from "@functions/_shared/sign-in";
import { cookieHeaders, serve, shopOf } from "./shop.server";

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
export async function loginLoader({ request, context }: LoaderFunctionArgs) {
  // A session that cannot be checked now counts as none: the form is still the way in.
  const user = await shopOf(context)
    .customer()
    .catch(() => null);
  if (user && !user.guest) throw redirect(returnToOf(request) ?? inPageLanguage(request, "/UserProfile"));
  return { registeredEmail: registeredEmailIn(request) };
}

export async function loginAction({ request, context }: ActionFunctionArgs) {
  const submission = readSubmission(await readFormData(request), LoginBodySchema, LOGIN_FIELDS, ["password"]);
  if (!submission.ok) return data(submission.reply, { status: 400 });
  const answer = await serve(context, "anyone", (ctx) => signIn(ctx, submission.output));
  if (!answer.ok) {
    const failure = loginFailure(answer.error);
    return data(
      formReply(submission.values, { errors: failure.fields, formError: failure.message, secret: ["password"] }),
      { status: answer.error.status },
    );
  }
  const cookies = [...answer.value.cookies];
  if (readCookie(request, REGISTERED_EMAIL_COOKIE) !== null) {
    cookies.push(siteCookie(request, REGISTERED_EMAIL_COOKIE, "", { httpOnly: true, maxAge: 0 }));
  }
  const headers = cookieHeaders(cookies);
  const returnTo = returnToOf(request);
  // Back from the page that sent the shopper here must not land on the sign-in form again.
  return returnTo === null ? redirect(inPageLanguage(request, "/"), { headers }) : replace(returnTo, { headers });
}

export async function registerAction({ request, context }: ActionFunctionArgs) {
  const form = await readFormData(request);
  const submission = readSubmission(form, RegisterBodySchema, REGISTER_FIELDS, ["password"]);
  if (!submission.ok) return data(submission.reply, { status: 400 });
  const answer = await serve(context, "anyone", (ctx) =>
    register(ctx, {
      ...submission.output,
      // The account's emails are in the language of the page it was made on.
      locale: ctx.locale,
      // A ticked box sends its field; unticked sends nothing (decision 047).
      newsConsent: form.get(NEWS_CONSENT_FIELD) !== null,
    }),
  );
  if (!answer.ok) {
    const failure = registerFailure(answer.error);
    return data(
      formReply(submission.values, { errors: failure.fields, formError: failure.message, secret: ["password"] }),
      { status: answer.error.status },
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
