import type { Route } from "./+types/user-profile";
import { useLoaderData } from "react-router";
import { customerDataOf, privateMeta, type ServedCustomerData } from "@/app/private-route";
import { rootTranslator } from "@/app/root-translator";
import type { EmailLanguageResponse } from "@/domain/email-language";
import { useI18n } from "@/lib/i18n/i18n-context";
import { AccountScreen } from "@/features/account/components/account-screen";
import { EmailLanguageForm, type EmailLanguageAnswer } from "@/features/account/components/email-language-form";
import { PasswordChangeForm } from "@/features/account/components/password-change-form";
import { AccountLoading, ProfileSummary } from "@/features/account/components/profile-summary";
import { SignInPrompt } from "@/features/account/components/sign-in-prompt";
import { useAccountHolder } from "@/lib/session-user";

/**
 * Rendered on the server with who is signed in and the language of their emails, so the
 * language and password forms work without script (their posts reach the server `action`). No clientLoader: a
 * client navigation reads the same loader, which keeps the JSON API's code and schemas out of
 * the route manifest's imports every page loads (JavaScript before interaction on /).
 */
export { emailLanguageLoader as loader } from "@/app/email-language.server";
export { profileAction as action } from "@/app/profile.server";

/** /UserProfile and /profile: the account home (SPEC.md section 2) with its side menu. */
function UserProfileRoute({ actionData }: Route.ComponentProps) {
  const { t } = useI18n();
  const profile = customerDataOf(useLoaderData<ServedCustomerData<EmailLanguageResponse>>());
  const sessionUser = useAccountHolder();
  // The session store is not known in the server's HTML; the loader's read is.
  const user = sessionUser === undefined && profile.status === "loaded" ? profile.data.user : sessionUser;
  const guest = user === null || profile.status === "guest";
  const passwordAnswer = actionData && "intent" in actionData ? actionData : undefined;
  const languageAnswer = actionData && !("intent" in actionData) ? (actionData as EmailLanguageAnswer) : undefined;
  return (
    <AccountScreen title={user?.name && !guest ? t("account.hello", { name: user.name }) : t("account.title")}>
      {!guest && user === undefined && <AccountLoading />}
      {guest && <SignInPrompt reason={t("account.prompt.profile")} />}
      {!guest && user && (
        <>
          <ProfileSummary user={user} />
          {profile.status === "loaded" && <EmailLanguageForm locale={profile.data.locale} answer={languageAnswer} />}
          {profile.status === "error" && (
            <p role="alert" className="form-alert">
              {t("account.emailLanguage.unreadable")}
            </p>
          )}
          <PasswordChangeForm answer={passwordAnswer} />
        </>
      )}
    </AccountScreen>
  );
}

export default UserProfileRoute;
export { ErrorScreen as ErrorBoundary } from "@/components/error-screen";
export { headers } from "@/app/private-route";
export const meta: Route.MetaFunction = (args) => privateMeta(rootTranslator(args.matches).t("account.title"))(args);
