import type { Route } from "./+types/register";
import { useEffect } from "react";
import { Link, useSearchParams } from "react-router";
import { privateMeta } from "@/app/private-route";
import { rootTranslator } from "@/app/root-translator";
import { useI18n } from "@/lib/i18n/i18n-context";
import type { Translator } from "@/lib/i18n/translator";
import { returnToIn, withReturnTo } from "@/lib/safe-return-to";
import { formReply } from "@/lib/form/form-reply";
import { actionAnswer } from "@/lib/form/submission-failure";
import { AuthPage } from "@/features/auth/components/auth-page";
import { RegisterForm } from "@/features/auth/components/register-form";
import { REGISTER_UNANSWERED, type RegisterField } from "@/features/auth/utils/register-messages";

export { registerAction as action } from "@/app/auth.server";

/** The words of the page the form was posted from, for the alert its clientAction shows. */
let pageWords: Translator | undefined;

/** With script: SPEC.md section 4's alert before /login, and section 8's text when no answer came. */
export async function clientAction({ serverAction }: Route.ClientActionArgs) {
  try {
    return await actionAnswer(serverAction, (why) =>
      formReply<RegisterField>({}, { formError: REGISTER_UNANSWERED[why] }),
    );
  } catch (answer) {
    if (answer instanceof Response && pageWords) window.alert(pageWords.t("register.successful"));
    throw answer;
  }
}

/** /register: create an account (SPEC.md sections 4, 5 and 8). */
function RegisterRoute({ actionData }: Route.ComponentProps) {
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
      title={t("register.title")}
      wide
      intro={<p>{t("register.intro")}</p>}
      footer={
        <p>
          {t("register.haveAccount")} <Link to={path(withReturnTo("/login", returnTo))}>{t("register.signIn")}</Link>
        </p>
      }
    >
      <RegisterForm reply={actionData} />
    </AuthPage>
  );
}

export default RegisterRoute;
export { ErrorScreen as ErrorBoundary } from "@/components/error-screen";
export { headers } from "@/app/private-route";
export const meta: Route.MetaFunction = (args) => privateMeta(rootTranslator(args.matches).t("register.title"))(args);
