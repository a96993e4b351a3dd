import type { Route } from "./+types/your-address";
import { customerDataOf, loadCustomerData, privateMeta, type ServedCustomerData } from "@/app/private-route";
import { rootTranslator } from "@/app/root-translator";
import { useI18n } from "@/lib/i18n/i18n-context";
import { data, useLoaderData, useSearchParams } from "react-router";
import type { Address } from "@/domain/address";
import { parseIdText } from "@/domain/ids";
import { deleteAddress } from "@/features/account/api/delete-address";
import { AccountScreen } from "@/features/account/components/account-screen";
import { EDITED_PARAM } from "@/features/account/components/address-card";
import { AddressBook } from "@/features/account/components/address-list";
import { SignInPrompt } from "@/features/account/components/sign-in-prompt";
import { addressDefaultOf } from "@/features/account/utils/address-default";
import {
  addressDeleteOf,
  addressDeleteRefusal,
  type AddressDeleteAnswer,
} from "@/features/account/utils/address-delete";
import { readFormData } from "@/lib/form/posted-form";
import { getAddresses } from "@/lib/get-addresses";
import { useAccountHolder } from "@/lib/session-user";

/**
 * Rendered on the server with the saved addresses (so Delete and "Make default" work without
 * script: the forms post to the server `action`); with script the page is hydrated from that read,
 * and the browser reads them itself on client navigations and after each change. A delete goes
 * through the JSON API the account screens use; "Make default" through the server's action.
 */
export { addressesLoader as loader, addressBookAction as action } from "@/app/address-book.server";

// Not run on hydration (no `hydrate`): the server has just read the list with the same session.
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  return loadCustomerData(getAddresses, request.signal);
}

export async function clientAction({ request, serverAction }: Route.ClientActionArgs) {
  const form = await readFormData(request.clone());
  // "Make default" has one implementation, the server's (decision 058).
  if (addressDefaultOf(form)) return serverAction();
  const removal = addressDeleteOf(form);
  if (!removal) throw data(null, { status: 400 });
  try {
    await deleteAddress(removal.addressId);
  } catch (error) {
    console.warn("Deleting the address failed:", error);
    return addressDeleteRefusal(removal.addressId, error);
  }
  return { status: "deleted", addressId: removal.addressId, name: removal.name } satisfies AddressDeleteAnswer;
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
  const { t } = useI18n();
  const addresses = customerDataOf(useLoaderData<ServedCustomerData<Address[]>>());
  const user = useAccountHolder();
  const [searchParams] = useSearchParams();
  return (
    <AccountScreen title={t("addresses.title")} intro={<p>{t("addresses.intro")}</p>}>
      {user === null || addresses.status === "guest" ? (
        <SignInPrompt reason={t("addresses.signIn")} />
      ) : (
        <AddressBook
          addresses={addresses}
          newAddressId={newAddressIdIn(searchParams)}
          edited={searchParams.has(EDITED_PARAM)}
        />
      )}
    </AccountScreen>
  );
}

export default YourAddressRoute;
export { ErrorScreen as ErrorBoundary } from "@/components/error-screen";
export { headers } from "@/app/private-route";
export const meta: Route.MetaFunction = (args) => privateMeta(rootTranslator(args.matches).t("addresses.title"))(args);
