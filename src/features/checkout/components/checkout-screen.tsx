import { useRef, useState, type FormEvent, type ReactNode } from "react";
import { Form, Navigate, useActionData, useFetcher, useRevalidator, useSearchParams } from "react-router";
import { provinceName } from "@/components/address-lines";
import { CheckoutTop } from "@/components/checkout-top";
import { LoadFailure } from "@/components/load-failure";
import { Skeleton } from "@/components/skeleton";
import { NewsConsentBox } from "@/components/news-consent-box";
import { LinkPanel } from "@/components/status-panel";
import type { Address } from "@/domain/address";
import { orderableIds, SELECT_AT_LEAST_ONE } from "@/domain/cart";
import { checkoutItemsFromText, checkoutSearch, SELECT_OR_ADD_ADDRESS, type CheckoutTotals } from "@/domain/checkout";
import type { CheckoutConsentAnswer } from "@/domain/consent";
import { parseIdText } from "@/domain/ids";
import type { CustomerData, LoadResult } from "@/lib/load-result";
import { PriceSummary } from "@/components/price-summary";
import { useCartLines } from "@/lib/cart-lines";
import { useDomainMessage } from "@/lib/i18n/domain-messages";
import { useI18n } from "@/lib/i18n/i18n-context";
import { selectedAddress, withSavedAddress } from "@/features/checkout/utils/saved-addresses";
import { AddressChoice, radioId } from "./address-choice";
import { CheckoutItems } from "./checkout-items";
import "./checkout.css";

/** What the checkout hands the address form it shows in place of the list (the app supplies the form). */
export interface AddressEditorProps {
  /** The saved address to change; absent to add one. */
  address?: Address;
  onSaved: (address: Address) => void;
  onCancel: () => void;
  /** The form takes the keyboard when it opens. */
  focusOnOpen: boolean;
}

interface CheckoutScreenProps {
  logo: ReactNode;
  /** The route loader's read of the address book, null for a guest. */
  addresses: LoadResult<Address[]> | null;
  /** The route loader's totals of the URL's items for the address selected first; null without both. */
  totals: LoadResult<CheckoutTotals> | null;
  /** The customer already receives news and offers: said, instead of the box (decision 047). */
  newsConsentGranted: boolean;
  /** The address form, shown inside the checkout to add or change an address. */
  addressForm: (props: AddressEditorProps) => ReactNode;
}

/**
 * /checkout2, the Address step (SPEC.md sections 2, 4 and 5): the customer's saved addresses with
 * the first selected once loaded (or the one just added), the items, and the price summary the
 * server works out for the chosen address's province. The items are `?items=` (the cart's
 * selection), or without one every orderable line of the cart, as its Select all would take, put
 * in the URL for the route loader to price.
 * Adding or changing an address happens here, in place of the list, so the shopper never leaves
 * the checkout. Continue carries the address and items to /paymentpage in the URL, so every step
 * survives a reload.
 */
export function CheckoutScreen({ logo, addresses, totals, newsConsentGranted, addressForm }: CheckoutScreenProps) {
  const { t, path } = useI18n();
  return (
    <div className="checkout-page">
      <CheckoutTop logo={logo} current="Address" />
      <h1>{t("checkout.title")}</h1>
      {addresses === null ? (
        <LinkPanel message={t("checkout.signIn")} to={path("/login")} label={t("checkout.signInButton")} />
      ) : (
        <CheckoutItemsStep
          addresses={addresses}
          totals={totals}
          newsConsentGranted={newsConsentGranted}
          addressForm={addressForm}
        />
      )}
    </div>
  );
}

/** The items being bought: the URL's selection, else the whole cart once it has loaded. */
function CheckoutItemsStep({
  addresses,
  totals,
  newsConsentGranted,
  addressForm,
}: Omit<CheckoutScreenProps, "logo" | "addresses"> & { addresses: LoadResult<Address[]> }) {
  const [query] = useSearchParams();
  const chosen = checkoutItemsFromText(query.get("items"));
  const cart = useCartLines().view;
  const { t, path } = useI18n();
  const domainMessage = useDomainMessage();
  if (chosen) {
    return (
      <CheckoutForm
        addresses={addresses}
        totals={totals}
        items={chosen}
        newsConsentGranted={newsConsentGranted}
        addressForm={addressForm}
      />
    );
  }
  if (cart === null) return <CheckoutSkeleton label={t("checkout.loadingCart")} />;
  if (cart.status === "failed")
    return <LinkPanel message={domainMessage(cart.message)} to={path("/addcart")} label={t("checkout.goToCart")} />;
  const items = orderableIds(cart.items);
  // SPEC.md section 5's message for proceeding with nothing selected.
  if (items.length === 0) {
    return (
      <LinkPanel message={domainMessage(SELECT_AT_LEAST_ONE)} to={path("/addcart")} label={t("checkout.goToCart")} />
    );
  }
  const addressId = parseIdText(query.get("addressId"));
  return <Navigate replace to={`?${checkoutSearch(addressId === null ? { items } : { items, addressId })}`} />;
}

function CheckoutSkeleton({ label }: { label: string }) {
  return (
    <div role="status" className="checkout-layout">
      <span className="visually-hidden">{label}</span>
      <Skeleton className="checkout-skeleton" />
      <Skeleton className="checkout-skeleton" />
    </div>
  );
}

/** The address form shown in place of the list: adding (no address) or changing one. */
interface Editing {
  address: Address | null;
  /** The button that opened it, which gets the keyboard back on Cancel. */
  openerId: string;
}

const ADD_BUTTON_ID = "checkout-add-address";

/** What /paymentpage's loader answers for a checkout: the checkout's own price summary reads it too. */
type PricedCheckout = { totals: CustomerData<CheckoutTotals> } | null;

function CheckoutForm({
  addresses,
  totals: firstTotals,
  items,
  newsConsentGranted,
  addressForm,
}: Omit<CheckoutScreenProps, "logo" | "addresses"> & { addresses: LoadResult<Address[]>; items: number[] }) {
  const [query] = useSearchParams();
  const consentFailed = useActionData<CheckoutConsentAnswer>()?.consent === "failed";
  const { t, path } = useI18n();
  const domainMessage = useDomainMessage();
  const revalidator = useRevalidator();
  // Another address than the first priced: /paymentpage's loader, which prices exactly what it will charge.
  const pricing = useFetcher<PricedCheckout>();
  // /address-form may come back with the id of the address just added in `?addressId=`.
  const [chosenId, setChosenId] = useState<number | null>(() => parseIdText(query.get("addressId")));
  const [continueAsked, setContinueAsked] = useState(false);
  const [editing, setEditing] = useState<Editing | null>(null);
  // Saved here since the loader read the list: shown at once, without reading the list again.
  const [saved, setSaved] = useState<readonly Address[]>([]);
  const [notice, setNotice] = useState("");
  const problemRef = useRef<HTMLParagraphElement>(null);

  const list = withSavedAddress(addresses.status === "loaded" ? addresses.data : [], saved);
  // The first address is selected once loaded (SPEC.md section 4) unless the shopper chose one.
  const selected = selectedAddress(list, chosenId);
  const totals = shownTotals(firstTotals, pricing.data, selected !== null);
  const reading = pricing.state === "loading" || revalidator.state === "loading";

  const retrying = addresses.status === "error" && revalidator.state === "loading";
  const loadProblem = addresses.status === "error" && !retrying;
  // SPEC.md section 5's message, once Continue was pressed, for as long as no address is chosen.
  const problem = continueAsked && !selected ? domainMessage(SELECT_OR_ADD_ADDRESS) : null;

  /** Continue posts the step's form (the box with it) only once the chosen address is priced. */
  function proceed(event: FormEvent<HTMLFormElement>) {
    if (!selected) {
      event.preventDefault();
      setContinueAsked(true);
      requestAnimationFrame(() => problemRef.current?.focus());
      return;
    }
    // Still being worked out, or failed: the summary says which, with its Retry.
    if (reading || totals?.status !== "loaded") event.preventDefault();
  }

  function focusLater(id: string) {
    requestAnimationFrame(() => document.getElementById(id)?.focus());
  }

  function open(address: Address | null, openerId: string) {
    setNotice("");
    setEditing({ address, openerId });
  }

  function price(addressId: number) {
    void pricing.load(path(`/paymentpage?${checkoutSearch({ items, addressId })}`));
  }

  function choose(addressId: number) {
    setChosenId(addressId);
    price(addressId);
  }

  function onSaved(address: Address) {
    setSaved((current) => withSavedAddress(current, [address]));
    setChosenId(address.id);
    setNotice(t(editing?.address ? "checkout.addressUpdated" : "checkout.addressAdded"));
    setEditing(null);
    // A changed province changes the tax even when the same address stays selected.
    price(address.id);
    focusLater(radioId(address.id));
  }

  function onCancel() {
    const openerId = editing?.openerId ?? ADD_BUTTON_ID;
    setEditing(null);
    focusLater(openerId);
  }

  return (
    <div className="checkout-layout">
      <div className="checkout-main">
        <section className="panel checkout-section" aria-labelledby="checkout-addresses-title">
          <div className="checkout-section__head">
            <h2 id="checkout-addresses-title">{t("checkout.deliveryAddress")}</h2>
            {!editing && (
              <button
                type="button"
                id={ADD_BUTTON_ID}
                className="button button--secondary"
                onClick={() => open(null, ADD_BUTTON_ID)}
              >
                {t("checkout.addAddress")}
              </button>
            )}
          </div>
          <p className="checkout-note checkout-section__notice" role="status">
            {notice}
          </p>
          {editing ? (
            <div className="checkout-address-form">
              <h3>{t(editing.address ? "checkout.editAddress" : "checkout.addAddress")}</h3>
              {addressForm({
                address: editing.address ?? undefined,
                onSaved,
                onCancel,
                focusOnOpen: true,
              })}
            </div>
          ) : (
            <>
              {retrying && <CheckoutSkeleton label={t("checkout.loadingAddresses")} />}
              {loadProblem && <LoadFailure message={t("checkout.addressesFailed")} />}
              {addresses.status === "loaded" && list.length === 0 && (
                <p className="checkout-note">{t("checkout.noAddresses")}</p>
              )}
              {list.length > 0 && (
                <AddressChoice
                  addresses={list}
                  selectedId={selected?.id ?? null}
                  onSelect={choose}
                  onEdit={(address, openerId) => open(address, openerId)}
                />
              )}
            </>
          )}
        </section>
        <section className="panel checkout-section" aria-labelledby="checkout-items-title">
          <h2 id="checkout-items-title">{t("checkout.items", { count: items.length })}</h2>
          <CheckoutItems ids={items} />
        </section>
      </div>
      <aside className="panel checkout-summary" aria-labelledby="checkout-summary-title">
        <h2 id="checkout-summary-title">{t("checkout.priceSummary")}</h2>
        <div aria-live="polite">
          {selected === null && <p className="checkout-note">{t("checkout.chooseAddress")}</p>}
          {selected !== null && (reading || totals === null) && (
            <div role="status">
              <span className="visually-hidden">{t("checkout.workingOut")}</span>
              <Skeleton className="checkout-summary__skeleton" />
            </div>
          )}
          {!reading && totals?.status === "loaded" && (
            <>
              <p className="checkout-note">
                {t("checkout.taxFor", { province: provinceName(t, totals.data.province) })}
              </p>
              <PriceSummary totals={totals.data} />
            </>
          )}
        </div>
        {!reading && totals?.status === "error" && (
          <LoadFailure
            layout="inline"
            className="checkout-summary__problem"
            message={t("checkout.totalsFailed", { reason: domainMessage(totals.error.message) })}
          />
        )}
        <p className="error-text checkout-summary__alert" role="alert" ref={problemRef} tabIndex={-1}>
          {problem}
        </p>
        <Form method="post" onSubmit={proceed}>
          <input type="hidden" name="items" value={items.join(",")} />
          {selected && <input type="hidden" name="addressId" value={selected.id} />}
          {newsConsentGranted ? (
            <p className="checkout-note">{t("consent.checkout.already")}</p>
          ) : (
            <NewsConsentBox id="checkout-news-consent" />
          )}
          {consentFailed && (
            <p className="error-text" role="alert">
              {t("consent.prefs.failed")}
            </p>
          )}
          <button type="submit" className="button checkout-summary__continue">
            {t("checkout.continue")}
          </button>
        </Form>
      </aside>
    </div>
  );
}

/**
 * The totals on show: the fetcher's once another address was priced, else the route loader's
 * (null: no address, or not priced yet). A session that ended meanwhile prices nothing.
 */
function shownTotals(
  first: LoadResult<CheckoutTotals> | null,
  fetched: PricedCheckout | undefined,
  addressSelected: boolean,
): LoadResult<CheckoutTotals> | null {
  if (!addressSelected) return null;
  if (fetched === undefined) return first;
  return fetched === null || fetched.totals.status === "guest" ? null : fetched.totals;
}
