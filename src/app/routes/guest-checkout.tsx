import type { Route } from "./+types/guest-checkout";
import { useEffect } from "react";
import { Form, Link, useNavigation } from "react-router";
import { FormAlert, FormField, fieldA11y } from "@/components/form-field";
import { privateMeta } from "@/app/private-route";
import { rootTranslator } from "@/app/root-translator";
import { AuthPage } from "@/features/auth/components/auth-page";
import { GUEST_PROBLEM_TEXT } from "@/features/guest/utils/guest-replies";
import { useI18n } from "@/lib/i18n/i18n-context";

const EMAIL_ID = "guest-email";

/**
 * /guest-checkout (issue 42): a shopper without an account gives the email the order is to go to,
 * then takes the customer's checkout (address, payment) with the cart it has. Posted to the
 * route's action, so it works without script.
 */
function GuestCheckoutRoute({ actionData }: Route.ComponentProps) {
  const { t, path } = useI18n();
  const submitting = useNavigation().state === "submitting";
  const problem = actionData?.problem;
  const emailError = problem === "invalidEmail" ? t(GUEST_PROBLEM_TEXT.invalidEmail) : undefined;
  useEffect(() => {
    if (emailError) document.getElementById(EMAIL_ID)?.focus();
  }, [actionData, emailError]);
  return (
    <AuthPage
      title={t("guest.title")}
      intro={<p>{t("guest.intro")}</p>}
      footer={
        <p>
          {t("guest.haveAccount")} <Link to={path("/login")}>{t("guest.signIn")}</Link>
        </p>
      }
    >
      <Form method="post" className="auth-form" aria-busy={submitting} noValidate>
        <FormAlert message={problem && !emailError ? t(GUEST_PROBLEM_TEXT[problem]) : null} />
        <FormField id={EMAIL_ID} label={t("guest.email")} error={emailError}>
          <input
            id={EMAIL_ID}
            name="email"
            type="email"
            inputMode="email"
            autoComplete="email"
            required
            maxLength={254}
            defaultValue={actionData?.email ?? ""}
            {...fieldA11y(EMAIL_ID, emailError)}
          />
        </FormField>
        <button type="submit" className="button auth-form__submit" disabled={submitting}>
          {submitting ? t("guest.loading") : t("guest.submit")}
        </button>
      </Form>
    </AuthPage>
  );
}

export default GuestCheckoutRoute;
export { guestCheckoutAction as action } from "@/app/guest.server";
export { ErrorScreen as ErrorBoundary } from "@/components/error-screen";
export { headers } from "@/app/private-route";
export const meta: Route.MetaFunction = (args) => privateMeta(rootTranslator(args.matches).t("guest.title"))(args);
