import { useAtomValue } from "@/lib/page-start/use-atom-value";
import { useMemo } from "react";
import { useSearchParams } from "react-router";
import { LinkPanel } from "@/components/status-panel";
import { sessionUserAtom } from "@/stores/session";
import type { CheckoutSelection } from "@/lib/checkout-totals";
import { checkoutFromQuery } from "@/features/payment/utils/payment-urls";
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
    return <LinkPanel message={PAYMENT_LINK_INCOMPLETE} to="/addcart" label="Back to your cart" />;
  }
  if (user === undefined) return <PaymentSkeleton />;
  if (user === null) {
    return <LinkPanel message={PAYMENT_SIGN_IN} to="/login" label="Sign in" />;
  }
  return (
    <div className="payment-layout">
      <CheckoutSummary checkout={checkout} />
      <PaymentChoice checkout={checkout} />
    </div>
  );
}
