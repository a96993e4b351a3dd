import type { CheckoutTotals } from "@/domain/checkout";
import type { SavedCard } from "@/domain/saved-cards";
import { LinkPanel } from "@/components/status-panel";
import type { CustomerData } from "@/lib/load-result";
import { useSessionUser } from "@/lib/session-user";
import type { CheckoutSelection } from "@/lib/checkout-totals";
import { CheckoutSummary } from "./checkout-summary";
import { PaymentChoice } from "./payment-choice";
import { useI18n } from "@/lib/i18n/i18n-context";
import "./payment.css";

interface PaymentScreenProps {
  /** The route loader's checkout and its totals; null when the URL names no checkout. */
  payment: {
    checkout: CheckoutSelection;
    totals: CustomerData<CheckoutTotals>;
    savedCards: CustomerData<SavedCard[]>;
  } | null;
}

/** /paymentpage (SPEC.md sections 2 and 4): the order's totals and the payment modes. */
export function PaymentScreen({ payment }: PaymentScreenProps) {
  const { t } = useI18n();
  return (
    <div className="payment-page">
      <h1 className="payment-page__title">{t("payment.title")}</h1>
      <PaymentBody payment={payment} />
    </div>
  );
}

/** Checkout needs a signed-in customer: the totals and the intent come from their server cart. */
function PaymentBody({ payment }: PaymentScreenProps) {
  const user = useSessionUser();
  const { t, path } = useI18n();
  if (!payment) {
    return <LinkPanel message={t("payment.linkIncomplete")} to={path("/addcart")} label={t("payment.backToCart")} />;
  }
  if (user === null || payment.totals.status === "guest") {
    return <LinkPanel message={t("payment.signIn")} to={path("/login")} label={t("payment.signInButton")} />;
  }
  return (
    <div className="payment-layout">
      <CheckoutSummary totals={payment.totals} />
      <PaymentChoice savedCards={payment.savedCards.status === "loaded" ? payment.savedCards.data : []} />
    </div>
  );
}
