import type { Route } from "./+types/overview";
import { privateMeta } from "@/app/private-route";
import { rootTranslator } from "@/app/root-translator";
import { useI18n } from "@/lib/i18n/i18n-context";
import { AccountScreen } from "@/features/account/components/account-screen";
import { OverviewTiles, OverviewTilesSkeleton } from "@/features/account/components/overview-tiles";
import { useAccountHolder } from "@/lib/session-user";

/** /overview: the account tiles of SPEC.md section 2, for customers and guests alike. */
function OverviewRoute() {
  const { t } = useI18n();
  const user = useAccountHolder();
  return (
    <AccountScreen title={t("account.menu.overview")} intro={<p>{t("overview.intro")}</p>}>
      {user === undefined ? <OverviewTilesSkeleton /> : <OverviewTiles signedIn={user !== null} />}
    </AccountScreen>
  );
}

export default OverviewRoute;
export { ErrorScreen as ErrorBoundary } from "@/components/error-screen";
export { clientLoader, HydrateFallback, headers } from "@/app/private-route";
export const meta: Route.MetaFunction = (args) => privateMeta(rootTranslator(args.matches).t("overview.title"))(args);
