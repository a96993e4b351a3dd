import { useState } from "react";
import { Link, useFetcher, useLocation } from "react-router";
import { START_INTENT, type CardPaymentStart } from "@/features/payment/api/start-card-payment";
import { CARD_PAYMENTS } from "@/features/payment/utils/card-payments";
import { useDomainMessage } from "@/lib/i18n/domain-messages";
import { useI18n } from "@/lib/i18n/i18n-context";
import { STRIPE_OPTION } from "@/features/payment/utils/payment-options";
import { CardFormSkeleton, CardPayment, preloadCardForm } from "./card-payment";
import { PaymentOptionsGroup } from "./payment-options-group";

/**
 * The mode choice, then (SPEC.md section 4) the card form once the server has made the
 * PaymentIntent. The intent is asked for when 'Online payment (Stripe)' is chosen, not before:
 * opening the page charges nothing and creates nothing at the provider. It is asked for through
 * the page's clientAction; while it is on its way the card form's place holds its skeleton.
 */
export function PaymentChoice() {
  const [chosen, setChosen] = useState<string | null>(null);
  const fetcher = useFetcher<CardPaymentStart>();
  const { t, path } = useI18n();
  const domainMessage = useDomainMessage();
  // This page's own URL: its query is the checkout the action pays for.
  const { pathname, search } = useLocation();
  const intent =
    fetcher.state !== "idle" ? { status: "creating" as const } : (fetcher.data ?? { status: "idle" as const });

  function startCardPayment() {
    if (fetcher.state !== "idle" || CARD_PAYMENTS.kind === "none") return;
    preloadCardForm();
    void fetcher.submit({ intent: START_INTENT }, { method: "post", action: `${pathname}${search}` });
  }

  function choose(optionId: string) {
    setChosen(optionId);
    if (optionId === STRIPE_OPTION && (intent.status === "idle" || intent.status === "failed")) startCardPayment();
  }

  return (
    <div className="panel payment-card payment-choice">
      <PaymentOptionsGroup chosen={chosen} onChoose={choose} />
      {chosen === STRIPE_OPTION && (
        <div className="payment-choice__card">
          {CARD_PAYMENTS.kind === "none" && <p className="payment-choice__note">{t("payment.notConfigured")}</p>}
          {intent.status === "creating" && <CardFormSkeleton />}
          {intent.status === "failed" && (
            <div className="payment-choice__failed">
              <p className="error-text" role="alert">
                {domainMessage(intent.message)}
              </p>
              <button type="button" className="button button--secondary" onClick={startCardPayment}>
                {t("payment.tryAgain")}
              </button>
              <Link to={path("/addcart")}>{t("payment.backToCart")}</Link>
            </div>
          )}
          {intent.status === "ready" && (
            <CardPayment clientSecret={intent.clientSecret} amountPaise={intent.amountPaise} />
          )}
        </div>
      )}
    </div>
  );
}
