import type { Route } from "./+types/checkout";
import { loadCustomerData, privateMeta, signInFirst } from "@/app/private-route";
import { useLoaderData } from "react-router";
import { PageTitle } from "@/components/page-title";
import { checkoutItemsFromText } from "@/domain/checkout";
import { parseIdText } from "@/domain/ids";
import { getProvinces } from "@/features/account/api/get-provinces";
import { AddressForm } from "@/features/account/components/address-form";
import { CheckoutScreen } from "@/features/checkout/components/checkout-screen";
import { rootTranslator } from "@/app/root-translator";
import { useI18n } from "@/lib/i18n/i18n-context";
import { selectedAddress } from "@/features/checkout/utils/saved-addresses";
import { useRootData } from "@/app/root-data";
import { ShopLogo } from "@/features/shell/components/shop-logo";
import { getAddresses } from "@/lib/get-addresses";
import { getCheckoutTotals } from "@/lib/checkout-totals";
import { loadResult } from "@/lib/load-result";
import { useSessionUser } from "@/lib/session-user";
import { apiGet } from "@/lib/api-client";
import { NewsConsentResponseSchema } from "@/domain/consent";

/** Continue: the news-and-offers box recorded when ticked, then on to the payment step (issue 41). */
export { checkoutAction as action } from "@/app/checkout-consent.server";

/**
 * The address book, the provinces the address form offers when the shopper adds one here, and
 * the totals of the URL's items (`?items=`) for the address selected first (`?addressId=` from
 * /address-form, else the first saved). Another address chosen on the screen is priced by a fetcher.
 * A guest signs in first and comes back here with the same items.
 */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const query = new URL(request.url).searchParams;
  const [addresses, provinces, consent] = await Promise.all([
    loadCustomerData(getAddresses, request.signal, "shopper"),
    // The tax table is public: read for guests too, like /address-form does.
    loadResult(() => getProvinces(request.signal), request.signal),
    // Unread, the box is offered: ticking it again only records the same choice once more. A
    // guest is not asked (the step sends them to sign in).
    loadCustomerData(
      (signal) => apiGet("/api/consent", NewsConsentResponseSchema, { signal }),
      request.signal,
      "shopper",
    ),
  ]);
  if (addresses.status === "guest") throw signInFirst(request);
  const items = checkoutItemsFromText(query.get("items"));
  const address =
    addresses.status === "loaded" ? selectedAddress(addresses.data, parseIdText(query.get("addressId"))) : null;
  const totals =
    items && address
      ? await loadResult(() => getCheckoutTotals({ addressId: address.id, items }, request.signal), request.signal)
      : null;
  const newsConsentGranted = consent.status === "loaded" && consent.data.granted;
  return { addresses, provinces, totals, newsConsentGranted };
}
clientLoader.hydrate = true as const;

/**
 * /checkout2 (and /Checkout2): the Address step, under the shop's logo (the site header is hidden
 * here), with the account's address form shown inside it to add or change an address.
 */
function CheckoutRoute() {
  const { addresses, provinces, totals, newsConsentGranted } = useLoaderData<typeof clientLoader>();
  const user = useSessionUser();
  const { logo } = useRootData();
  const { t } = useI18n();
  return (
    <>
      <PageTitle>{t("checkout.title")}</PageTitle>
      <CheckoutScreen
        logo={<ShopLogo logo={logo} />}
        addresses={user === null ? null : addresses}
        totals={totals}
        newsConsentGranted={newsConsentGranted}
        addressForm={(props) => <AddressForm key={props.address?.id ?? "new"} {...props} provinces={provinces} />}
      />
    </>
  );
}

export default CheckoutRoute;
export { ErrorScreen as ErrorBoundary } from "@/components/error-screen";
export { HydrateFallback, headers } from "@/app/private-route";
export const meta = (args: Route.MetaArgs) => privateMeta(rootTranslator(args.matches).t("checkout.title"))(args);
