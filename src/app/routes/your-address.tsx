import type { Route } from "./+types/your-address";
import { customerDataOf, loadCustomerData, privateMeta, type ServedCustomerData } from "@/app/private-route";
import { data, useLoaderData, useSearchParams } from "react-router";
import type { Address } from "@/domain/address";
import { parseIdText } from "@/domain/ids";
import { deleteAddress } from "@/features/account/api/delete-address";
import { AccountScreen } from "@/features/account/components/account-screen";
import { AddressBook } from "@/features/account/components/address-list";
import { SignInPrompt } from "@/features/account/components/sign-in-prompt";
import {
  addressDeleteOf,
  addressDeleteRefusal,
  type AddressDeleteAnswer,
} from "@/features/account/utils/address-delete";
import { getAddresses } from "@/lib/get-addresses";
import { useSessionUser } from "@/lib/session-user";

/**
 * Rendered on the server with the saved addresses (so Delete works without script: the form posts
 * to the server `action`); with script the browser reads them again on hydration and after each
 * delete, and deletes through the JSON API the account screens use.
 */
export { addressesLoader as loader, deleteAddressAction as action } from "@/app/address-book.server";

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  return loadCustomerData(getAddresses, request.signal);
}
clientLoader.hydrate = true as const;

export async function clientAction({ request }: Route.ClientActionArgs) {
  const removal = addressDeleteOf(await request.formData());
  if (!removal) throw data(null, { status: 400 });
  try {
    await deleteAddress(removal.addressId);
  } catch (error) {
    console.warn("Deleting the address failed:", error);
    return addressDeleteRefusal(removal.addressId, error);
  }
  return { status: "deleted", ...removal } satisfies AddressDeleteAnswer;
}

/** The id /address-form hands back in `?addressId=` after saving. */
function newAddressIdIn(search: URLSearchParams): number | null {
  return parseIdText(search.get("addressId"));
}

/**
 * /your-address: the saved addresses (SPEC.md section 2), deletable, with a way to add one. A
 * shopper who signs out here is a guest at once, whatever the loader read.
 */
function YourAddressRoute() {
  const addresses = customerDataOf(useLoaderData<ServedCustomerData<Address[]>>());
  const user = useSessionUser();
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
export { headers } from "@/app/private-route";
export const meta = privateMeta("Your Addresses");
