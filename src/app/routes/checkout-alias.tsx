import type { Route } from "./+types/checkout-alias";
import { privateMeta } from "@/app/private-route";
import { rootTranslator } from "@/app/root-translator";
import { useI18n } from "@/lib/i18n/i18n-context";
import { Navigate, useLocation } from "react-router";

/**
 * /checkout: SPEC.md section 2 names it as the card payment form, which lives on /paymentpage
 * here (one screen, one URL); an old link keeps its query.
 */
function CheckoutAliasRoute() {
  const { search } = useLocation();
  const { path } = useI18n();
  return <Navigate to={{ pathname: path("/paymentpage"), search }} replace />;
}

export default CheckoutAliasRoute;
export { ErrorScreen as ErrorBoundary } from "@/components/error-screen";
export { clientLoader, HydrateFallback, headers } from "@/app/private-route";
export const meta = (args: Route.MetaArgs) => privateMeta(rootTranslator(args.matches).t("payment.title"))(args);
