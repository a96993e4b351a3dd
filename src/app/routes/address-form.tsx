import { privateMeta } from "@/app/private-route";
import { useAtomValue } from "jotai";
import { useSearchParams } from "react-router-dom";
import { AccountScreen } from "@/features/account/components/account-screen";
import { AddressForm, AddressFormSkeleton } from "@/features/account/components/address-form";
import { SignInPrompt } from "@/features/account/components/sign-in-prompt";
import { returnTarget } from "@/features/account/utils/return-to";
import { sessionUserAtom } from "@/stores/session";

/**
 * /address-form (SPEC.md: a modal shown as a page). `?returnTo=` says where to go back to, e.g.
 * /checkout2; anything but a path on this site falls back to /your-address.
 */
function AddressFormRoute() {
  const user = useAtomValue(sessionUserAtom);
  const [params] = useSearchParams();
  const returnTo = returnTarget(params.get("returnTo"));
  return (
    <AccountScreen title="Add a new address">
      {user === undefined && <AddressFormSkeleton />}
      {user === null && <SignInPrompt reason="Addresses are saved with your account." />}
      {user && <AddressForm key={user.id} returnTo={returnTo} />}
    </AccountScreen>
  );
}

export default AddressFormRoute;
export { ErrorScreen as ErrorBoundary } from "@/components/error-screen";
export { clientLoader, HydrateFallback, headers } from "@/app/private-route";
export const meta = privateMeta("Add Address");
