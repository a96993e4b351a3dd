import { privateMeta } from "@/app/private-route";
import { AccountScreen } from "@/features/account/components/account-screen";
import { OverviewTiles, OverviewTilesSkeleton } from "@/features/account/components/overview-tiles";
import { useSessionUser } from "@/lib/session-user";

/** /overview: the account tiles of SPEC.md section 2, for customers and guests alike. */
function OverviewRoute() {
  const user = useSessionUser();
  return (
    <AccountScreen title="Overview" intro={<p>Everything in your account, one click away.</p>}>
      {user === undefined ? <OverviewTilesSkeleton /> : <OverviewTiles signedIn={user !== null} />}
    </AccountScreen>
  );
}

export default OverviewRoute;
export { ErrorScreen as ErrorBoundary } from "@/components/error-screen";
export { clientLoader, HydrateFallback, headers } from "@/app/private-route";
export const meta = privateMeta("Account Overview");
