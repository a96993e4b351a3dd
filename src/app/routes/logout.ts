import type { Route } from "./+types/logout";
import { redirect } from "react-router";
import { localeOfPath, localizedPath } from "@domain/locale";
import { SIGN_OUT_SCOPE_FIELD, type SignOutFailure } from "@/components/sign-out-button";
import { readFormData } from "@/lib/form/posted-form";
import { actionAnswer } from "@/lib/form/submission-failure";
import { cookieHeaders, serve } from "@/app/shop.server";
import { signOut, signOutEverywhere } from "@functions/_shared/sign-in";

/**
 * /logout: Sign Out (the account menu's and the header's) and "Sign out of all devices", posted
 * here by a form, with script or without; the sign-in services end the session(s) and clear the
 * cookies, then the shopper lands on /login. A resource route: no page of its own.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const everywhere = (await readFormData(request)).get(SIGN_OUT_SCOPE_FIELD) === "everywhere";
  const answer = everywhere
    ? await serve(context, "customer", signOutEverywhere)
    : await serve(context, "anyone", signOut);
  // /fr/logout, posted from a French page, lands on the French sign-in form.
  if (answer.ok) {
    const headers = cookieHeaders(answer.value.cookies);
    return redirect(localizedPath(localeOfPath(new URL(request.url).pathname), "/login"), { headers });
  }
  // Without script the error page says it failed; with script the menu does (clientAction).
  throw new Response(answer.error.message, { status: answer.error.status, headers: cookieHeaders(answer.cookies) });
}

/**
 * With script: a failure is the menu's to say, not an error page; after the sign-out's redirect
 * React Router reads the shopper again (src/lib/shopper.tsx), and the page forgets the customer.
 */
export async function clientAction({ serverAction }: Route.ClientActionArgs): Promise<SignOutFailure> {
  return actionAnswer(serverAction, () => ({ failed: true }));
}
