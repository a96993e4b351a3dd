import type { Route } from "./+types/checkout";
import { loadCustomerData, privateMeta } from "@/app/private-route";
import { useAtomValue } from "@/lib/page-start/use-atom-value";
import { useLoaderData } from "react-router";
import { PageTitle } from "@/components/page-title";
import { getProvinces } from "@/features/account/api/get-provinces";
import { AddressForm } from "@/features/account/components/address-form";
import { CheckoutScreen } from "@/features/checkout/components/checkout-screen";
import { CHECKOUT_TITLE } from "@/features/checkout/utils/checkout-text";
import { useRootData } from "@/app/root-data";
import { ShopLogo } from "@/features/shell/components/shop-logo";
import { getAddresses } from "@/lib/get-addresses";
import { loadResult } from "@/lib/load-result";
import { sessionUserAtom } from "@/stores/session";

/** The address book, and the provinces the address form offers when the shopper adds one here. */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const [addresses, provinces] = await Promise.all([
    loadCustomerData(getAddresses, request.signal),
    // The tax table is public: read for guests too, like /address-form does.
    loadResult(() => getProvinces(request.signal), request.signal),
  ]);
  return { addresses, provinces };
}
clientLoader.hydrate = true as const;

/**
 * /checkout2 (and /Checkout2): the Address step, under the shop's logo (the site header is hidden
 * here), with the account's address form shown inside it to add or change an address.
 */
function CheckoutRoute() {
  const { addresses, provinces } = useLoaderData<typeof clientLoader>();
  const user = useAtomValue(sessionUserAtom);
  const { logo } = useRootData();
  return (
    <>
      <PageTitle>{CHECKOUT_TITLE}</PageTitle>
      <CheckoutScreen
        logo={<ShopLogo logo={logo} />}
        addresses={user === null || addresses.status === "guest" ? null : addresses}
        addressForm={(props) => <AddressForm key={props.address?.id ?? "new"} {...props} provinces={provinces} />}
      />
    </>
  );
}

export default CheckoutRoute;
export { ErrorScreen as ErrorBoundary } from "@/components/error-screen";
export { HydrateFallback, headers } from "@/app/private-route";
export const meta = privateMeta("Select a delivery address");
