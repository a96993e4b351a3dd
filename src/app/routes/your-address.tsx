import type { Route } from "./+types/your-address";
import { loadCustomerData, privateMeta } from "@/app/private-route";
import { useAtomValue } from "@/lib/page-start/use-atom-value";
import { useLoaderData, useSearchParams } from "react-router";
import { parseIdText } from "@/domain/ids";
import { AccountScreen } from "@/features/account/components/account-screen";
import { AddressBook } from "@/features/account/components/address-list";
import { SignInPrompt } from "@/features/account/components/sign-in-prompt";
import { getAddresses } from "@/lib/get-addresses";
import { sessionUserAtom } from "@/stores/session";

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  return loadCustomerData(getAddresses, request.signal);
}
clientLoader.hydrate = true as const;

/** The id /address-form hands back in `?addressId=` after saving. */
function newAddressIdIn(search: URLSearchParams): number | null {
  return parseIdText(search.get("addressId"));
}

/**
 * /your-address: the saved addresses (SPEC.md section 2), deletable, with a way to add one. A
 * shopper who signs out here is a guest at once, whatever the loader read.
 */
function YourAddressRoute() {
  const addresses = useLoaderData<typeof clientLoader>();
  const user = useAtomValue(sessionUserAtom);
  const [searchParams] = useSearchParams();
  return (
    <AccountScreen title="Your Addresses" intro={<p>The delivery addresses saved with your account.</p>}>
      {user === null || addresses.status === "guest" ? (
        <SignInPrompt reason="Your saved addresses are kept with your account." />
      ) : (
        <AddressBook addresses={addresses} newAddressId={newAddressIdIn(searchParams)} />
      )}
    </AccountScreen>
  );
}

export default YourAddressRoute;
export { ErrorScreen as ErrorBoundary } from "@/components/error-screen";
export { HydrateFallback, headers } from "@/app/private-route";
export const meta = privateMeta("Your Addresses");
