import type { Route } from "./+types/address-form";
import { privateMeta } from "@/app/private-route";
import { useAtomValue } from "@/lib/page-start/use-atom-value";
import { useLoaderData, useSearchParams } from "react-router";
import { AccountScreen } from "@/features/account/components/account-screen";
import { getProvinces } from "@/features/account/api/get-provinces";
import { AddressForm, AddressFormSkeleton } from "@/features/account/components/address-form";
import { SignInPrompt } from "@/features/account/components/sign-in-prompt";
import { returnTarget } from "@/features/account/utils/return-to";
import { loadResult } from "@/lib/load-result";
import { sessionUserAtom } from "@/stores/session";

/** The province choices: the tax table is public, so they are read for guests too. */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  return loadResult(() => getProvinces(request.signal), request.signal);
}
clientLoader.hydrate = true as const;

/**
 * /address-form (SPEC.md: a modal shown as a page). `?returnTo=` says where to go back to, e.g.
 * /checkout2; anything but a path on this site falls back to /your-address.
 */
function AddressFormRoute() {
  const provinces = useLoaderData<typeof clientLoader>();
  const user = useAtomValue(sessionUserAtom);
  const [params] = useSearchParams();
  const returnTo = returnTarget(params.get("returnTo"));
  return (
    <AccountScreen title="Add a new address">
      {user === undefined && <AddressFormSkeleton />}
      {user === null && <SignInPrompt reason="Addresses are saved with your account." />}
      {user && <AddressForm key={user.id} returnTo={returnTo} provinces={provinces} />}
    </AccountScreen>
  );
}

export default AddressFormRoute;
export { ErrorScreen as ErrorBoundary } from "@/components/error-screen";
export { HydrateFallback, headers } from "@/app/private-route";
export const meta = privateMeta("Add Address");
