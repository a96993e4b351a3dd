import type { Route } from "./+types/stock-alerts";
import { loadCustomerData, privateMeta } from "@/app/private-route";
import { useAtomValue } from "@/lib/page-start/use-atom-value";
import { getDefaultStore } from "jotai";
import { useLoaderData, type ShouldRevalidateFunctionArgs } from "react-router";
import { ApiError } from "@/lib/api-client";
import { LoadFailure } from "@/components/load-failure";
import { STOCK_ALERTS_TITLE } from "@/domain/stock-alerts";
import { AccountScreen } from "@/features/account/components/account-screen";
import { SignInPrompt } from "@/features/account/components/sign-in-prompt";
import { readStockAlerts } from "@/features/stock-alerts/hooks/use-stock-alerts";
import { changeStockAlert, STOCK_ALERTS_ROUTE } from "@/features/stock-alerts/api/stock-alerts-api";
import { StockAlertsScreen } from "@/features/stock-alerts/components/stock-alerts-screen";
import { sessionUserAtom } from "@/stores/session";

/** A fresh read each time the list opens, shared with the page frame's notice (readStockAlerts). */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  return loadCustomerData(() => {
    const user = getDefaultStore().get(sessionUserAtom);
    if (!user) throw new ApiError(401, "unauthorized", "Please sign in.");
    return readStockAlerts(user.id);
  }, request.signal);
}
clientLoader.hydrate = true as const;

/** Follow or unfollow a product, from the product page's button or the list's Remove. */
export async function clientAction({ request }: Route.ClientActionArgs) {
  return changeStockAlert(await request.formData());
}

/** The action answers the list as it now stands: reading it again would only repeat it. */
export function shouldRevalidate({ formAction, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formAction === STOCK_ALERTS_ROUTE ? false : defaultShouldRevalidate;
}

/**
 * /stock-alerts, the account area's "Back in stock alerts" (issue 16): the sold-out products the
 * customer asked about, each with its state now. A guest is asked to sign in.
 */
function StockAlertsRoute() {
  const alerts = useLoaderData<typeof clientLoader>();
  const user = useAtomValue(sessionUserAtom);
  return (
    <AccountScreen
      title={STOCK_ALERTS_TITLE}
      intro={<p>The sold-out products you asked about. When one is back in stock, we tell you here.</p>}
    >
      {user === null || alerts.status === "guest" ? (
        <SignInPrompt reason="Your back-in-stock alerts are kept with your account." />
      ) : alerts.status === "error" ? (
        <LoadFailure message="Your back-in-stock alerts could not be loaded." />
      ) : (
        <StockAlertsScreen initial={alerts.data} />
      )}
    </AccountScreen>
  );
}

export default StockAlertsRoute;
export { ErrorScreen as ErrorBoundary } from "@/components/error-screen";
export { HydrateFallback, headers } from "@/app/private-route";
export const meta = privateMeta(STOCK_ALERTS_TITLE);
