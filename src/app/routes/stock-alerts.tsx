import type { Route } from "./+types/stock-alerts";
import { loadCustomerData, privateMeta } from "@/app/private-route";
import { useLoaderData, type ShouldRevalidateFunctionArgs } from "react-router";
import { LoadFailure } from "@/components/load-failure";
import { rootTranslator } from "@/app/root-translator";
import { useI18n } from "@/lib/i18n/i18n-context";
import { AccountScreen } from "@/features/account/components/account-screen";
import { SignInPrompt } from "@/features/account/components/sign-in-prompt";
import { getStockAlerts } from "@/features/stock-alerts/api/stock-alerts-api";
import { StockAlertsScreen } from "@/features/stock-alerts/components/stock-alerts-screen";
import { useAccountHolder } from "@/lib/session-user";

/**
 * The customer's alerts: this screen's read each time it opens, and the page frame's notice's
 * (its fetcher loads this route once per page load).
 */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  return loadCustomerData((signal) => getStockAlerts(request, signal), request.signal);
}
clientLoader.hydrate = true as const;

/** Follow, unfollow or mark seen, from the product page's button or the list, with script or without. */
export { stockAlertAction as action } from "@/app/stock-alerts.server";

/**
 * Read again when the list opens, or on Retry. After a write never: this route's own actions
 * answer the list as it now stands, and no other write (a cart line, a review) changes it.
 */
export function shouldRevalidate({ formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formMethod === undefined && defaultShouldRevalidate;
}

/**
 * /stock-alerts, the account area's "Back in stock alerts" (issue 16): the sold-out products the
 * customer asked about, each with its state now. A guest is asked to sign in.
 */
function StockAlertsRoute() {
  const { t } = useI18n();
  const alerts = useLoaderData<typeof clientLoader>();
  const user = useAccountHolder();
  return (
    <AccountScreen title={t("account.menu.stockAlerts")} intro={<p>{t("stockAlerts.intro")}</p>}>
      {user === null || alerts.status === "guest" ? (
        <SignInPrompt reason={t("stockAlerts.signIn")} />
      ) : alerts.status === "error" ? (
        <LoadFailure message={t("stockAlerts.loadFailed")} />
      ) : (
        <StockAlertsScreen initial={alerts.data} />
      )}
    </AccountScreen>
  );
}

export default StockAlertsRoute;
export { ErrorScreen as ErrorBoundary } from "@/components/error-screen";
export { HydrateFallback, headers } from "@/app/private-route";
export const meta: Route.MetaFunction = (args) =>
  privateMeta(rootTranslator(args.matches).t("account.menu.stockAlerts"))(args);
