import { loadCustomerData, privateMeta } from "@/app/private-route";
import { useAtomValue } from "@/lib/page-start/use-atom-value";
import { useLoaderData, type ClientLoaderFunctionArgs } from "react-router-dom";
import { PageTitle } from "@/components/page-title";
import { CheckoutScreen } from "@/features/checkout/components/checkout-screen";
import { CHECKOUT_TITLE } from "@/features/checkout/utils/checkout-text";
import { useRootData } from "@/app/root-data";
import { ShopLogo } from "@/features/shell/components/shop-logo";
import { getAddresses } from "@/lib/get-addresses";
import { sessionUserAtom } from "@/stores/session";

export async function clientLoader({ request }: ClientLoaderFunctionArgs) {
  return loadCustomerData(getAddresses, request.signal);
}
clientLoader.hydrate = true as const;

/** /checkout2 (and /Checkout2): the Address step, under the shop's logo (the site header is hidden here). */
function CheckoutRoute() {
  const addresses = useLoaderData<typeof clientLoader>();
  const user = useAtomValue(sessionUserAtom);
  const { logo } = useRootData();
  return (
    <>
      <PageTitle>{CHECKOUT_TITLE}</PageTitle>
      <CheckoutScreen
        logo={<ShopLogo logo={logo} />}
        addresses={user === null || addresses.status === "guest" ? null : addresses}
      />
    </>
  );
}

export default CheckoutRoute;
export { ErrorScreen as ErrorBoundary } from "@/components/error-screen";
export { HydrateFallback, headers } from "@/app/private-route";
export const meta = privateMeta("Select a delivery address");
