import type { Route } from "./+types/stock-alerts-stop";
import { Link } from "react-router";
import { privateMeta } from "@/app/private-route";
import { STOCK_ALERTS_PATH, STOP_ALERTS_TITLE } from "@/domain/stock-alerts";
import { AuthPage } from "@/features/auth/components/auth-page";
import { StopAlertsForm } from "@/features/stock-alerts/components/stop-alerts-form";

/**
 * /stock-alerts/stop?token=...: the back-in-stock email's stop link (decision 028). Rendered on the
 * server and whole without script; opening it stops nothing, its confirm button does.
 */
function StockAlertsStopRoute({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <AuthPage
      title={STOP_ALERTS_TITLE}
      footer={
        <p>
          Rather choose? <Link to={STOCK_ALERTS_PATH}>See your back-in-stock list</Link>
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
export const meta = privateMeta(STOP_ALERTS_TITLE);
