import type { Route } from "./+types/user-profile";
import { customerDataOf, privateMeta } from "@/app/private-route";
import { rootTranslator } from "@/app/root-translator";
import { useI18n } from "@/lib/i18n/i18n-context";
import { AccountScreen } from "@/features/account/components/account-screen";
import { EmailLanguageForm, type EmailLanguageAnswer } from "@/features/account/components/email-language-form";
import {
  DetailsForm,
  EmailForms,
  EmailLinkPanel,
  isIdentityAnswer,
} from "@/features/account/components/identity-forms";
import { PasswordChangeForm, type PasswordAnswer } from "@/features/account/components/password-change-form";
import { AccountLoading, ProfileSummary } from "@/features/account/components/profile-summary";
import { SignInPrompt } from "@/features/account/components/sign-in-prompt";
import { useAccountHolder } from "@/lib/session-user";

/**
 * Rendered on the server with who is signed in, their details and the language of their emails,
 * so every form works without script (their posts reach the server `action`); a confirmation
 * link mailed to an address opens here too, signed in or not (decision 062). No clientLoader: a
 * client navigation reads the same loader, which keeps the JSON API's code and schemas out of
 * the route manifest's imports every page loads (JavaScript before interaction on /).
 */
export { profileLoader as loader, profileAction as action } from "@/app/profile.server";

/** /UserProfile and /profile: the account home (SPEC.md section 2) with its side menu. */
function UserProfileRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useI18n();
  const profile = customerDataOf(loaderData);
  const sessionUser = useAccountHolder();
  // The session store is not known in the server's HTML; the loader's read is.
  const user = sessionUser === undefined && profile.status === "loaded" ? profile.data.user : sessionUser;
  const guest = user === null || profile.status === "guest";
  const identityAnswer = isIdentityAnswer(actionData) ? actionData : undefined;
  const passwordAnswer =
    actionData && "intent" in actionData && !identityAnswer ? (actionData as PasswordAnswer) : undefined;
  const languageAnswer = actionData && !("intent" in actionData) ? (actionData as EmailLanguageAnswer) : undefined;
  const identity = profile.status === "loaded" ? profile.data.identity : null;
  return (
    <AccountScreen title={user?.name && !guest ? t("account.hello", { name: user.name }) : t("account.title")}>
      {loaderData.emailLink && (
        <EmailLinkPanel state={loaderData.emailLink} answer={identityAnswer} signedIn={identity !== null} />
      )}
      {!guest && user === undefined && <AccountLoading />}
      {guest && <SignInPrompt reason={t("account.prompt.profile")} />}
      {!guest && user && (
        <>
          <ProfileSummary user={user} />
          {identity && <DetailsForm identity={identity} answer={identityAnswer} />}
          {identity && <EmailForms identity={identity} answer={identityAnswer} />}
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
