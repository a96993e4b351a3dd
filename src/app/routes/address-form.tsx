import type { Route } from "./+types/address-form";
import { privateMeta } from "@/app/private-route";
import { rootTranslator } from "@/app/root-translator";
import { useI18n } from "@/lib/i18n/i18n-context";
import { useSearchParams } from "react-router";
import { AccountScreen } from "@/features/account/components/account-screen";
import { AddressForm } from "@/features/account/components/address-form";
import { SignInPrompt } from "@/features/account/components/sign-in-prompt";
import { ADDRESS_ID_FIELD } from "@/features/account/utils/address-form-check";
import { returnTarget } from "@/features/account/utils/return-to";
import { useAccountHolder } from "@/lib/session-user";

export { addressFormLoader as loader, saveAddressAction as action } from "@/app/address-book.server";

/**
 * /address-form (SPEC.md: a modal shown as a page). `?returnTo=` says where to go back to, e.g.
 * /checkout2; anything but a path on this site falls back to /your-address. `?addressId=` edits
 * that saved address (the address book's Edit, issue 40), filled in. Rendered on the server
 * too, so an address is added or changed without script.
 */
function AddressFormRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { t, locale } = useI18n();
  const { signedIn, provinces, edited } = loaderData;
  // Signed out in this tab since the page was read: a guest at once.
  const user = useAccountHolder();
  const [params] = useSearchParams();
  const returnTo = returnTarget(params.get("returnTo"), locale);
  return (
    <AccountScreen title={edited === undefined ? t("addressForm.title") : t("account.address.editTitle")}>
      {!signedIn || user === null ? (
        <SignInPrompt reason={t("addressForm.signIn")} />
      ) : edited === null ? (
        <p className="panel account-panel" role="alert">
          {t("account.address.notFound")}
        </p>
      ) : (
        <AddressForm
          returnTo={returnTo}
          provinces={provinces}
          address={edited}
          reply={actionData && !("saved" in actionData) ? actionData : undefined}
        />
      )}
    </AccountScreen>
  );
}

export default AddressFormRoute;
export { ErrorScreen as ErrorBoundary } from "@/components/error-screen";
export { headers } from "@/app/private-route";
export const meta: Route.MetaFunction = (args) => {
  const { t } = rootTranslator(args.matches);
  const editing = new URLSearchParams(args.location.search).has(ADDRESS_ID_FIELD);
  return privateMeta(editing ? t("account.address.editTitle") : t("addressForm.metaTitle"))(args);
};
