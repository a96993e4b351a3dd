import type { CheckoutTotals } from "@/domain/checkout";
import { LinkPanel } from "@/components/status-panel";
import type { CustomerData } from "@/lib/load-result";
import { useSessionUser } from "@/lib/session-user";
import type { CheckoutSelection } from "@/lib/checkout-totals";
import { CheckoutSummary } from "./checkout-summary";
import { PaymentChoice } from "./payment-choice";
import "./payment.css";

export const PAYMENT_TITLE = "Payment";
export const PAYMENT_SIGN_IN = "Please sign in to pay";
export const PAYMENT_LINK_INCOMPLETE = "This payment page does not say which address and items to pay for.";

interface PaymentScreenProps {
  /** The route loader's checkout and its totals; null when the URL names no checkout. */
  payment: { checkout: CheckoutSelection; totals: CustomerData<CheckoutTotals> } | null;
}

/** /paymentpage (SPEC.md sections 2 and 4): the order's totals and the payment modes. */
export function PaymentScreen({ payment }: PaymentScreenProps) {
  return (
    <div className="payment-page">
      <h1 className="payment-page__title">{PAYMENT_TITLE}</h1>
      <PaymentBody payment={payment} />
    </div>
  );
}

/** Checkout needs a signed-in customer: the totals and the intent come from their server cart. */
function PaymentBody({ payment }: PaymentScreenProps) {
  const user = useSessionUser();
  if (!payment) {
    return <LinkPanel message={PAYMENT_LINK_INCOMPLETE} to="/addcart" label="Back to your cart" />;
  }
  if (user === null || payment.totals.status === "guest") {
    return <LinkPanel message={PAYMENT_SIGN_IN} to="/login" label="Sign in" />;
  }
  return (
    <div className="payment-layout">
      <CheckoutSummary totals={payment.totals} />
      <PaymentChoice />
    </div>
  );
}
