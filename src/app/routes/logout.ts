import type { Route } from "./+types/logout";
import { redirect } from "react-router";
import { SessionResponseSchema } from "@/domain/session";
import { localeOfPath, localizedPath } from "@domain/locale";
import { SIGN_OUT_SCOPE_FIELD, type SignOutFailure } from "@/components/sign-out-button";
import { readFormData } from "@/lib/form/posted-form";
import { actionAnswer } from "@/lib/form/submission-failure";
import { sessionChanged } from "@/stores/session";
import { callFunction, cookieHeaders } from "@/app/function-call.server";
import sessionFunction from "@functions/session";

/**
 * /logout: Sign Out (the account menu's and the header's) and "Sign out of all devices", posted
 * here by a form, with script or without; the session function ends the session(s) and clears the
 * cookies, then the shopper lands on /login. A resource route: no page of its own.
 */
export async function action({ request }: Route.ActionArgs) {
  const everywhere = (await readFormData(request)).get(SIGN_OUT_SCOPE_FIELD) === "everywhere";
  const answer = await callFunction(
    sessionFunction,
    request,
    everywhere ? { method: "POST", path: "/api/session/revoke-all" } : { method: "DELETE", path: "/api/session" },
    SessionResponseSchema,
  );
  const headers = cookieHeaders(answer.cookies);
  // /fr/logout, posted from a French page, lands on the French sign-in form.
  if (answer.ok) return redirect(localizedPath(localeOfPath(new URL(request.url).pathname), "/login"), { headers });
  // Without script the error page says it failed; with script the menu does (clientAction).
  throw new Response(answer.error.message, { status: answer.error.status >= 400 ? answer.error.status : 502, headers });
}

/** With script: the page forgets the customer (the root route reads its data again); a failure is the menu's to say. */
export async function clientAction({ serverAction }: Route.ClientActionArgs): Promise<SignOutFailure> {
  try {
    return await actionAnswer(serverAction, () => ({ failed: true }));
  } catch (answer) {
    if (answer instanceof Response) sessionChanged(null);
    throw answer;
  }
}
