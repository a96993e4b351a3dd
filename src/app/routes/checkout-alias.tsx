import { privateMeta } from "@/app/private-route";
import { Navigate, useLocation } from "react-router";

/**
 * /checkout: SPEC.md section 2 names it as the card payment form, which lives on /paymentpage
 * here (one screen, one URL); an old link keeps its query.
 */
function CheckoutAliasRoute() {
  const { search } = useLocation();
  return <Navigate to={{ pathname: "/paymentpage", search }} replace />;
}

export default CheckoutAliasRoute;
export { ErrorScreen as ErrorBoundary } from "@/components/error-screen";
export { clientLoader, HydrateFallback, headers } from "@/app/private-route";
export const meta = privateMeta("Payment");
