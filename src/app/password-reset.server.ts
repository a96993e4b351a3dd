/**
 * The /reset-password route's action (issue 27; forms as issue 28 sets them: a route action,
 * posted by `<Form method="post">`, with or without script). Both forms end in the functions'
 * password-reset code, the one place its rules live; this only reads the form and says what
 * happened. Server-only (`.server`).
 */
import { data, redirectDocument, type ActionFunctionArgs, type LoaderFunctionArgs } from "react-router";
import * as v from "valibot";
import { localeOfPath, localizedPath } from "@domain/locale";
import { ResetConfirmBodySchema, ResetRequestBodySchema } from "@/domain/password-reset";
import type { ResetActionData } from "@/features/auth/utils/reset-request";
import { readFormData } from "@/lib/form/posted-form";
import { CLIENT_ADDRESS_HEADER } from "@functions/_shared/client-window";
import {
  checkResetLink,
  confirmPasswordReset,
  requestPasswordReset,
  RESET_NOT_NOW,
  RESET_UNAVAILABLE,
  resetThrottledMessage,
} from "@functions/_shared/password-reset";
import { isSameOriginRequest } from "@functions/_shared/service";
import { sessionCookies } from "@functions/_shared/session";
import { shopOf } from "./shop.server";

/** Where a customer who has just set a password lands, signed in. */
const AFTER_RESET = "/UserProfile";

const answer = (body: ResetActionData, status = 200) => data(body, { status });

const formText = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
};

export async function resetPasswordAction({ request, context }: ActionFunctionArgs) {
  if (!isSameOriginRequest(request)) {
    return answer({ formError: "This request did not come from the shop's own pages." }, 403);
  }
  const form = await readFormData(request);
  const clientAddress = request.headers.get(CLIENT_ADDRESS_HEADER);
  const shopApi = shopOf(context).api;
  try {
    if (form.has("token")) {
      const parsed = v.safeParse(ResetConfirmBodySchema, {
        token: formText(form, "token"),
        password: formText(form, "password"),
      });
      if (!parsed.success) {
        const issue = parsed.issues[0];
        return issue.path?.[0]?.key === "password"
          ? answer({ field: { name: "password", error: issue.message } }, 400)
          : answer({ formError: issue.message, linkRefused: true }, 400);
      }
      const outcome = await confirmPasswordReset(shopApi, parsed.output.token, parsed.output.password);
      if (outcome.kind === "unavailable") return answer({ unavailable: RESET_UNAVAILABLE }, 503);
      if (outcome.kind === "refused") return answer({ formError: outcome.message, linkRefused: true }, 400);
      const headers = new Headers();
      for (const cookie of await sessionCookies(request, outcome.user)) headers.append("Set-Cookie", cookie);
      // A whole new document: the root route then reads the new session like any first visit.
      return redirectDocument(localizedPath(localeOfPath(new URL(request.url).pathname), AFTER_RESET), { headers });
    }
    const parsed = v.safeParse(ResetRequestBodySchema, { identifier: formText(form, "identifier") });
    if (!parsed.success) return answer({ field: { name: "identifier", error: parsed.issues[0].message } }, 400);
    const { identifier } = parsed.output;
    // Not awaited: a known email's answer takes no longer than an unknown one's (the page handler has no waitUntil).
    const outcome = await requestPasswordReset(shopApi, identifier, clientAddress ?? "", (work) => void work);
    if (outcome.kind === "unavailable") return answer({ unavailable: RESET_UNAVAILABLE }, 503);
    if (outcome.kind === "throttled") return answer({ formError: resetThrottledMessage(outcome) }, 429);
    return answer({ requested: identifier }, 202);
  } catch (error) {
    console.error("[password-reset] the reset could not be done", error);
    return answer({ formError: RESET_NOT_NOW }, 503);
  }
}

/**
 * The page a reset link opens says what is wrong with a used, expired or forged link before the
 * form, with the same words its action would answer after it; without a token: nothing to check.
 */
export async function resetPasswordLoader({ request, context }: LoaderFunctionArgs): Promise<ResetActionData | null> {
  const token = new URL(request.url).searchParams.get("token");
  if (token === null) return null;
  const link = await checkResetLink(shopOf(context).api, token);
  if (link.kind === "refused") return { formError: link.message, linkRefused: true };
  if (link.kind === "unavailable") return { unavailable: RESET_UNAVAILABLE };
  return null;
}
