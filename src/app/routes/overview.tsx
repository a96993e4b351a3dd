import { privateMeta } from "@/app/private-route";
import { useAtomValue } from "@/lib/page-start/use-atom-value";
import { AccountScreen } from "@/features/account/components/account-screen";
import { OverviewTiles, OverviewTilesSkeleton } from "@/features/account/components/overview-tiles";
import { sessionUserAtom } from "@/stores/session";

/** /overview: the account tiles of SPEC.md section 2, for customers and guests alike. */
function OverviewRoute() {
  const user = useAtomValue(sessionUserAtom);
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
