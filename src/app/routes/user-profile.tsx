import type { Route } from "./+types/user-profile";
import { privateMeta } from "@/app/private-route";
import { rootTranslator } from "@/app/root-translator";
import { useI18n } from "@/lib/i18n/i18n-context";
import { AccountScreen } from "@/features/account/components/account-screen";
import { AccountLoading, ProfileSummary } from "@/features/account/components/profile-summary";
import { SignInPrompt } from "@/features/account/components/sign-in-prompt";
import { useSessionUser } from "@/lib/session-user";

/** /UserProfile and /profile: the account home (SPEC.md section 2) with its side menu. */
function UserProfileRoute() {
  const { t } = useI18n();
  const user = useSessionUser();
  return (
    <AccountScreen title={user?.name ? t("account.hello", { name: user.name }) : t("account.title")}>
      {user === undefined && <AccountLoading />}
      {user === null && <SignInPrompt reason={t("account.prompt.profile")} />}
      {user && <ProfileSummary user={user} />}
    </AccountScreen>
  );
}

export default UserProfileRoute;
export { ErrorScreen as ErrorBoundary } from "@/components/error-screen";
export { clientLoader, HydrateFallback, headers } from "@/app/private-route";
export const meta: Route.MetaFunction = (args) => privateMeta(rootTranslator(args.matches).t("account.title"))(args);
