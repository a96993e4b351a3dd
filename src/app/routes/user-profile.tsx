import { privateMeta } from "@/app/private-route";
import { AccountScreen } from "@/features/account/components/account-screen";
import { AccountLoading, ProfileSummary } from "@/features/account/components/profile-summary";
import { SignInPrompt } from "@/features/account/components/sign-in-prompt";
import { useSessionUser } from "@/lib/session-user";

/** /UserProfile and /profile: the account home (SPEC.md section 2) with its side menu. */
function UserProfileRoute() {
  const user = useSessionUser();
  return (
    <AccountScreen title={user?.name ? `Hello, ${user.name}` : "My Account"}>
      {user === undefined && <AccountLoading />}
      {user === null && <SignInPrompt reason="Your orders, wishlist and saved addresses are kept with your account." />}
      {user && <ProfileSummary user={user} />}
    </AccountScreen>
  );
}

export default UserProfileRoute;
export { ErrorScreen as ErrorBoundary } from "@/components/error-screen";
export { clientLoader, HydrateFallback, headers } from "@/app/private-route";
export const meta = privateMeta("My Account");
