import type { Route } from "./+types/your-address";
import { customerDataOf, privateMeta, type ServedCustomerData } from "@/app/private-route";
import { rootTranslator } from "@/app/root-translator";
import { useI18n } from "@/lib/i18n/i18n-context";
import { useLoaderData, useSearchParams } from "react-router";
import type { Address } from "@/domain/address";
import { parseIdText } from "@/domain/ids";
import { AccountScreen } from "@/features/account/components/account-screen";
import { EDITED_PARAM } from "@/features/account/components/address-card";
import { AddressBook } from "@/features/account/components/address-list";
import { SignInPrompt } from "@/features/account/components/sign-in-prompt";
import { useAccountHolder } from "@/lib/session-user";

/**
 * Rendered on the server with the saved addresses; Delete and "Make default" are forms posted to
 * the server `action`, with script or without (decision 064), after which React Router reads the
 * loader again. A client navigation here reads through the same loader.
 */
export { addressesLoader as loader, addressBookAction as action } from "@/app/address-book.server";

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
