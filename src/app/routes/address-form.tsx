import type { Route } from "./+types/address-form";
import { privateMeta } from "@/app/private-route";
import { rootTranslator } from "@/app/root-translator";
import { useI18n } from "@/lib/i18n/i18n-context";
import { useSearchParams } from "react-router";
import { AddressFormSchema } from "@/domain/address";
import { createAddress } from "@/features/account/api/create-address";
import { updateAddress } from "@/features/account/api/update-address";
import { AccountScreen } from "@/features/account/components/account-screen";
import { AddressForm } from "@/features/account/components/address-form";
import { SignInPrompt } from "@/features/account/components/sign-in-prompt";
import {
  ADDRESS_FIELDS,
  ADDRESS_ID_FIELD,
  addressRefusal,
  changedAddressId,
  savedAddressAnswer,
} from "@/features/account/utils/address-form-check";
import { returnTarget } from "@/features/account/utils/return-to";
import { readSubmission } from "@/lib/form/form-reply";
import { readFormData } from "@/lib/form/posted-form";
import { useAccountHolder } from "@/lib/session-user";

export { addressFormLoader as loader, saveAddressAction as action } from "@/app/address-book.server";

/**
 * With script the form is saved through the JSON API the account screens use (POST or PUT
 * /api/addresses), on the same check and with the same answers as the server action, which a form
 * posted without script reaches. The checkout's form posts here too, and stays.
 */
export async function clientAction({ request }: Route.ClientActionArgs) {
  const form = await readFormData(request);
  const submission = readSubmission(form, AddressFormSchema, ADDRESS_FIELDS);
  if (!submission.ok) return submission.reply;
  const id = changedAddressId(form);
  try {
    const saved = id === null ? await createAddress(submission.output) : await updateAddress(id, submission.output);
    return savedAddressAnswer(form, request, saved);
  } catch (error) {
    console.warn("Saving the address failed:", error);
    return addressRefusal(submission.values, error);
  }
}

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
