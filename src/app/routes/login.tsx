import type { Route } from "./+types/login";
import { useEffect } from "react";
import { Link, redirectDocument, useSearchParams } from "react-router";
import { privateMeta } from "@/app/private-route";
import { rootTranslator } from "@/app/root-translator";
import { useI18n } from "@/lib/i18n/i18n-context";
import type { Translator } from "@/lib/i18n/translator";
import { returnToIn, withReturnTo } from "@/lib/safe-return-to";
import { formReply } from "@/lib/form/form-reply";
import { actionAnswer } from "@/lib/form/submission-failure";
import { readSession } from "@/lib/session-request";
import { AuthPage } from "@/features/auth/components/auth-page";
import { LoginForm } from "@/features/auth/components/login-form";
import { LOGIN_UNANSWERED, type LoginField } from "@/features/auth/utils/login-messages";

export { loginLoader as loader, loginAction as action } from "@/app/auth.server";

/** The words of the page the form was posted from, for the welcome alert its clientAction shows. */
let pageWords: Translator | undefined;

/**
 * With script, the action's answer passes here: after a sign-in (the action's redirect) the
 * customer is welcomed by name (SPEC.md section 4), which only the session knows; React Router
 * then reads the shopper again (src/lib/shopper.tsx: the header, the wishlist with the guest's
 * merged in, and the frame the cart). No answer at all still gets section 8's text.
 */
export async function clientAction({ serverAction }: Route.ClientActionArgs) {
  try {
    return await actionAnswer(serverAction, (why) => formReply<LoginField>({}, { formError: LOGIN_UNANSWERED[why] }));
  } catch (answer) {
    if (answer instanceof Response) {
      const user = await readSession().catch(() => undefined);
      // Unread, nobody could be welcomed: a whole new page reads the session like any first visit.
      if (user === undefined) throw redirectDocument(answer.headers.get("Location") ?? "/");
      if (user && pageWords) window.alert(pageWords.t("login.welcome", { name: user.name }));
    }
    throw answer;
  }
}

/** /login: sign in (SPEC.md sections 4, 5 and 8). */
function LoginRoute({ loaderData, actionData }: Route.ComponentProps) {
  const words = useI18n();
  const { t, path } = words;
  useEffect(() => {
    pageWords = words;
  }, [words]);
  const [searchParams] = useSearchParams();
  // A page that sent the shopper to sign in is kept across the switch between the two forms.
  const returnTo = returnToIn(searchParams);
  return (
    <AuthPage
      title={t("login.title")}
      intro={<p>{t("login.intro")}</p>}
      footer={
        <>
          <p>
            {t("login.newHere")} <Link to={path(withReturnTo("/register", returnTo))}>{t("login.createAccount")}</Link>
          </p>
          <p>
            {t("guest.loginOffer")} <Link to={path("/guest-checkout")}>{t("guest.continue")}</Link>
          </p>
        </>
      }
    >
      <LoginForm reply={actionData} registeredEmail={loaderData.registeredEmail} />
    </AuthPage>
  );
}

export default LoginRoute;
export { ErrorScreen as ErrorBoundary } from "@/components/error-screen";
export { headers } from "@/app/private-route";
export const meta: Route.MetaFunction = (args) => privateMeta(rootTranslator(args.matches).t("login.title"))(args);
