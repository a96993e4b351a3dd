import { useRef, useState, type ReactNode } from "react";
import { Link, useNavigate, useRevalidator, useSearchParams } from "react-router-dom";
import { CheckoutTop } from "@/components/checkout-top";
import { Skeleton } from "@/components/skeleton";
import { LinkPanel, StatusPanel } from "@/components/status-panel";
import type { Address } from "@/domain/address";
import { checkoutItemsFromText, checkoutSearch, SELECT_OR_ADD_ADDRESS } from "@/domain/checkout";
import { parseIdText } from "@/domain/ids";
import { useCheckoutTotals } from "@/lib/checkout-totals";
import type { LoadResult } from "@/lib/load-result";
import { PriceSummary } from "@/components/price-summary";
import {
  ADDRESSES_FAILED,
  CHECKOUT_TITLE,
  NO_ADDRESSES,
  NO_ITEMS,
  SIGN_IN_TO_CHECK_OUT,
  TOTALS_FAILED,
} from "@/features/checkout/utils/checkout-text";
import { AddressChoice } from "./address-choice";
import { CheckoutItems } from "./checkout-items";
import "./checkout.css";

/**
 * /checkout2, the Address step (SPEC.md sections 2, 4 and 5): the customer's saved addresses with
 * the first selected once loaded (or the one just added), the selected items, and the price
 * summary the server works out for the chosen address's province. Continue carries the address
 * and items to /paymentpage in the URL, so every step survives a reload. `addresses` is the route
 * loader's read of the address book, null for a guest.
 */
export function CheckoutScreen({ logo, addresses }: { logo: ReactNode; addresses: LoadResult<Address[]> | null }) {
  const [query] = useSearchParams();
  const items = checkoutItemsFromText(query.get("items"));

  return (
    <div className="checkout-page">
      <CheckoutTop logo={logo} current="Address" />
      <h1>{CHECKOUT_TITLE}</h1>
      {items === null ? (
        <LinkPanel message={NO_ITEMS} to="/addcart" label="Go to your cart" />
      ) : addresses === null ? (
        <LinkPanel message={SIGN_IN_TO_CHECK_OUT} to="/login" label="Sign in" />
      ) : (
        <CheckoutForm addresses={addresses} items={items} />
      )}
    </div>
  );
}

function CheckoutSkeleton() {
  return (
    <div role="status" className="checkout-layout">
      <span className="visually-hidden">Loading your addresses...</span>
      <Skeleton className="checkout-skeleton" />
      <Skeleton className="checkout-skeleton" />
    </div>
  );
}

function CheckoutForm({ addresses, items }: { addresses: LoadResult<Address[]>; items: number[] }) {
  const [query] = useSearchParams();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  // The address form comes back with the id of the address just added in `?addressId=`.
  const [chosenId, setChosenId] = useState<number | null>(() => parseIdText(query.get("addressId")));
  const [continueAsked, setContinueAsked] = useState(false);
  const problemRef = useRef<HTMLParagraphElement>(null);

  const list: readonly Address[] = addresses.status === "loaded" ? addresses.data : [];
  // The first address is selected once loaded (SPEC.md section 4) unless the shopper chose one.
  const selected = list.find((address) => address.id === chosenId) ?? list[0] ?? null;
  const totals = useCheckoutTotals(selected ? { addressId: selected.id, items } : null);

  const retrying = addresses.status === "error" && revalidator.state === "loading";
  const loadProblem = addresses.status === "error" && !retrying ? addresses.error : null;
  // SPEC.md section 5's message, once Continue was pressed, for as long as no address is chosen.
  const problem = continueAsked && !selected ? SELECT_OR_ADD_ADDRESS : null;

  function proceed() {
    if (!selected) {
      setContinueAsked(true);
      requestAnimationFrame(() => problemRef.current?.focus());
      return;
    }
    // Still being worked out, or failed: the summary says which, with its Retry.
    if (totals.state.status !== "loaded") return;
    void navigate(`/paymentpage?${checkoutSearch({ items, addressId: selected.id })}`);
  }

  const addAddressPath = `/address-form?returnTo=${encodeURIComponent(`/checkout2?${checkoutSearch({ items })}`)}`;

  return (
    <div className="checkout-layout">
      <div className="checkout-main">
        <section className="panel checkout-section" aria-labelledby="checkout-addresses-title">
          <div className="checkout-section__head">
            <h2 id="checkout-addresses-title">Delivery address</h2>
            <Link className="button button--secondary" to={addAddressPath}>
              Add a new address
            </Link>
          </div>
          {retrying && <CheckoutSkeleton />}
          {loadProblem && (
            <StatusPanel>
              <p className="error-text" role="alert">
                {ADDRESSES_FAILED}
              </p>
              <button type="button" className="button" onClick={() => void revalidator.revalidate()}>
                Retry
              </button>
            </StatusPanel>
          )}
          {addresses.status === "loaded" && list.length === 0 && <p className="checkout-note">{NO_ADDRESSES}</p>}
          {list.length > 0 && (
            <AddressChoice addresses={list} selectedId={selected?.id ?? null} onSelect={setChosenId} />
          )}
        </section>
        <section className="panel checkout-section" aria-labelledby="checkout-items-title">
          <h2 id="checkout-items-title">Items ({items.length})</h2>
          <CheckoutItems ids={items} />
        </section>
      </div>
      <aside className="panel checkout-summary" aria-labelledby="checkout-summary-title">
        <h2 id="checkout-summary-title">Price summary</h2>
        <div aria-live="polite">
          {selected === null && <p className="checkout-note">Choose an address to see the tax of its province.</p>}
          {selected !== null && totals.state.status === "loading" && (
            <div role="status">
              <span className="visually-hidden">Working out the prices...</span>
              <Skeleton className="checkout-summary__skeleton" />
            </div>
          )}
          {totals.state.status === "loaded" && (
            <>
              <p className="checkout-note">Tax for delivery to {totals.state.data.province}</p>
              <PriceSummary totals={totals.state.data} />
            </>
          )}
        </div>
        {totals.state.status === "error" && (
          <div className="checkout-summary__problem">
            <p className="error-text" role="alert">
              {TOTALS_FAILED} {totals.state.error.message}
            </p>
            <button type="button" className="button button--secondary" onClick={totals.reload}>
              Retry
            </button>
          </div>
        )}
        <p className="error-text checkout-summary__alert" role="alert" ref={problemRef} tabIndex={-1}>
          {problem}
        </p>
        <button type="button" className="button checkout-summary__continue" onClick={proceed}>
          Continue
        </button>
      </aside>
    </div>
  );
}
