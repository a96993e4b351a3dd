import { useAtomValue } from "jotai";
import { useMemo } from "react";
import { Link, useSearchParams } from "react-router-dom";
import { StatusPanel } from "../../../components/status-panel";
import { sessionUserAtom } from "../../../stores/session";
import type { CheckoutSelection } from "../../../lib/checkout-totals";
import { checkoutFromQuery } from "../utils/payment-urls";
import { CheckoutSummary } from "./checkout-summary";
import { PaymentChoice } from "./payment-choice";
import { PaymentSkeleton } from "./payment-skeleton";
import "./payment.css";

export const PAYMENT_TITLE = "Payment";
export const PAYMENT_SIGN_IN = "Please sign in to pay";
export const PAYMENT_LINK_INCOMPLETE = "This payment page does not say which address and items to pay for.";

/**
 * /paymentpage (SPEC.md sections 2 and 4): the order's totals and the payment modes, for the
 * address and items in the URL (so a reload or a second tab works from the URL alone).
 */
export function PaymentScreen() {
  const [params] = useSearchParams();
  const search = params.toString();
  // One object per query, so the totals are asked once per address and items.
  const checkout = useMemo(() => checkoutFromQuery(new URLSearchParams(search)), [search]);

  return (
    <div className="payment-page">
      <h1 className="payment-page__title">{PAYMENT_TITLE}</h1>
      <PaymentBody checkout={checkout} />
    </div>
  );
}

/** Checkout needs a signed-in customer: the totals and the intent come from their server cart. */
function PaymentBody({ checkout }: { checkout: CheckoutSelection | null }) {
  const user = useAtomValue(sessionUserAtom);
  if (!checkout) {
    return (
      <StatusPanel>
        <p>{PAYMENT_LINK_INCOMPLETE}</p>
        <Link to="/addcart" className="button">
          Back to your cart
        </Link>
      </StatusPanel>
    );
  }
  if (user === undefined) return <PaymentSkeleton />;
  if (user === null) {
    return (
      <StatusPanel>
        <p>{PAYMENT_SIGN_IN}</p>
        <Link to="/login" className="button">
          Sign in
        </Link>
      </StatusPanel>
    );
  }
  return (
    <div className="payment-layout">
      <CheckoutSummary checkout={checkout} />
      <PaymentChoice checkout={checkout} />
    </div>
  );
}
