import type { Route } from "./+types/email-preferences";
import { useLoaderData } from "react-router";
import { customerDataOf, privateMeta, type ServedCustomerData } from "@/app/private-route";
import { rootTranslator } from "@/app/root-translator";
import type { NewsConsentAnswer, NewsConsentResponse } from "@/domain/consent";
import { useI18n } from "@/lib/i18n/i18n-context";
import { AccountScreen } from "@/features/account/components/account-screen";
import { SignInPrompt } from "@/features/account/components/sign-in-prompt";
import { EmailPreferencesForm } from "@/features/consent/components/email-preferences-form";

/** Rendered on the server from the session, so its form works without script (as the profile's does). */
export { emailPreferencesLoader as loader, emailPreferencesAction as action } from "@/app/email-preferences.server";

/** /email-preferences: which emails the customer gets, and the news-and-offers consent (issue 41). */
function EmailPreferencesRoute({ actionData }: Route.ComponentProps) {
  const { t } = useI18n();
  const preferences = customerDataOf(useLoaderData<ServedCustomerData<NewsConsentResponse>>());
  return (
    <AccountScreen title={t("consent.prefs.title")}>
      {preferences.status === "guest" && <SignInPrompt reason={t("consent.prefs.intro")} />}
      {preferences.status === "loaded" && (
        <EmailPreferencesForm preferences={preferences.data} answer={actionData as NewsConsentAnswer | undefined} />
      )}
      {preferences.status === "error" && (
        <p role="alert" className="form-alert">
          {t("consent.prefs.unreadable")}
        </p>
      )}
    </AccountScreen>
  );
}

export default EmailPreferencesRoute;
export { ErrorScreen as ErrorBoundary } from "@/components/error-screen";
export { headers } from "@/app/private-route";
export const meta: Route.MetaFunction = (args) =>
  privateMeta(rootTranslator(args.matches).t("consent.prefs.title"))(args);
