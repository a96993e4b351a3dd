import { privateMeta } from "@/app/private-route";
import { useAtomValue } from "jotai";
import { useLocation } from "react-router-dom";
import { AccountScreen } from "@/features/account/components/account-screen";
import { AddressBook, AddressListSkeleton } from "@/features/account/components/address-list";
import { SignInPrompt } from "@/features/account/components/sign-in-prompt";
import { sessionUserAtom } from "@/stores/session";

/** The id /address-form hands back in the navigation state after saving. */
function newAddressIdFrom(state: unknown): number | null {
  if (typeof state !== "object" || state === null || !("addressId" in state)) return null;
  return typeof state.addressId === "number" ? state.addressId : null;
}

/** /your-address: the saved addresses (SPEC.md section 2), deletable, with a way to add one. */
function YourAddressRoute() {
  const user = useAtomValue(sessionUserAtom);
  const location = useLocation();
  return (
    <AccountScreen title="Your Addresses" intro={<p>The delivery addresses saved with your account.</p>}>
      {user === undefined && <AddressListSkeleton />}
      {user === null && <SignInPrompt reason="Your saved addresses are kept with your account." />}
      {user && <AddressBook key={user.id} customerId={user.id} newAddressId={newAddressIdFrom(location.state)} />}
    </AccountScreen>
  );
}

export default YourAddressRoute;
export { ErrorScreen as ErrorBoundary } from "@/components/error-screen";
export { clientLoader, HydrateFallback, headers } from "@/app/private-route";
export const meta = privateMeta("Your Addresses");
