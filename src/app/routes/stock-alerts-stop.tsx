import type { Route } from "./+types/stock-alerts-stop";
import { Link } from "react-router";
import { privateMeta } from "@/app/private-route";
import { STOCK_ALERTS_PATH } from "@/domain/stock-alerts";
import { rootTranslator } from "@/app/root-translator";
import { useI18n } from "@/lib/i18n/i18n-context";
import { AuthPage } from "@/features/auth/components/auth-page";
import { StopAlertsForm } from "@/features/stock-alerts/components/stop-alerts-form";

/**
 * /stock-alerts/stop?token=...: the back-in-stock email's stop link (decision 028). Rendered on the
 * server and whole without script; opening it stops nothing, its confirm button does.
 */
function StockAlertsStopRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { t, path } = useI18n();
  return (
    <AuthPage
      title={t("stopAlerts.title")}
      footer={
        <p>
          {t("stopAlerts.ratherChoose")} <Link to={path(STOCK_ALERTS_PATH)}>{t("stopAlerts.seeList")}</Link>
        </p>
      }
    >
      <StopAlertsForm page={actionData ?? loaderData} />
    </AuthPage>
  );
}

export default StockAlertsStopRoute;
export { stopAlertsLoader as loader, stopAlertsAction as action } from "@/app/stock-alerts-stop.server";
export { ErrorScreen as ErrorBoundary } from "@/components/error-screen";
export { headers } from "@/app/private-route";
export const meta: Route.MetaFunction = (args) => privateMeta(rootTranslator(args.matches).t("stopAlerts.title"))(args);
