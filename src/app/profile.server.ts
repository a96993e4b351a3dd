/**
 * /UserProfile's one action, by the posted form's intent: the language of the emails, or the
 * password changed while signed in (issue 40, decision 058). The password change runs the
 * functions' own code (functions/_shared/account-password.ts) with this request's session and shop
 * API client, as the JSON API does. Server-only.
 */
import { data, redirect, type ActionFunctionArgs } from "react-router";
import { localeOfPath, localizedPath } from "@domain/locale";
import * as v from "valibot";
import { PasswordChangeBodySchema } from "@/domain/password-change";
import {
  PASSWORD_CHANGED_PARAM,
  PASSWORD_INTENT,
  type PasswordAnswer,
  type PasswordField,
} from "@/features/account/components/password-change-form";
import { readFormData } from "@/lib/form/posted-form";
import { changePassword } from "@functions/_shared/account-password";
import { isSameOriginRequest } from "@functions/_shared/service";
import { emailLanguageAction } from "./email-language.server";
import { cookieHeaders, shopOf } from "./shop.server";

export async function profileAction(args: ActionFunctionArgs) {
  const form = await readFormData(args.request.clone());
  if (form.get("intent") !== PASSWORD_INTENT) return emailLanguageAction(args);
  return passwordChangeAction(args.request, args.context, form);
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
  if (!posted.success) {
    const fields: Partial<Record<PasswordField, string>> = {};
    for (const issue of posted.issues) {
      const name = v.getDotPath(issue) as PasswordField | null;
      if (name && !fields[name]) fields[name] = issue.message;
    }
    return refused("invalid", 400, { fields });
  }
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
