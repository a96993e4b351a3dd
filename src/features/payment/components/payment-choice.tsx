import { useRef, useState } from "react";
import { Link } from "react-router";
import type { Paise } from "@/domain/money";
import { ApiError } from "@/lib/api-client";
import { createPaymentIntent } from "@/features/payment/api/create-payment-intent";
import { CARD_PAYMENTS, CARD_PAYMENTS_NOT_CONFIGURED } from "@/features/payment/utils/card-payments";
import { STRIPE_OPTION } from "@/features/payment/utils/payment-options";
import type { CheckoutSelection } from "@/lib/checkout-totals";
import { CardFormSkeleton, CardPayment, preloadCardForm } from "./card-payment";
import { PaymentOptionsGroup } from "./payment-options-group";

type IntentState =
  | { status: "idle" }
  | { status: "creating" }
  | { status: "ready"; clientSecret: string; amountPaise: Paise }
  | { status: "failed"; message: string };

const INTENT_FAILED = "The payment could not be started. Please try again.";

/**
 * The mode choice, then (SPEC.md section 4) the card form once the server has made the
 * PaymentIntent. The intent is asked for when 'Online payment (Stripe)' is chosen, not before:
 * opening the page charges nothing and creates nothing at the provider.
 */
export function PaymentChoice({ checkout }: { checkout: CheckoutSelection }) {
  const [chosen, setChosen] = useState<string | null>(null);
  const [intent, setIntent] = useState<IntentState>({ status: "idle" });
  const creating = useRef(false);

  async function startCardPayment() {
    if (creating.current || CARD_PAYMENTS.kind === "none") return;
    creating.current = true;
    setIntent({ status: "creating" });
    preloadCardForm();
    try {
      const created = await createPaymentIntent(checkout);
      setIntent({ status: "ready", clientSecret: created.clientSecret, amountPaise: created.amount });
    } catch (error) {
      setIntent({ status: "failed", message: error instanceof ApiError ? error.message : INTENT_FAILED });
    } finally {
      creating.current = false;
    }
  }

  function choose(optionId: string) {
    setChosen(optionId);
    if (optionId === STRIPE_OPTION && (intent.status === "idle" || intent.status === "failed")) void startCardPayment();
  }

  return (
    <div className="panel payment-card payment-choice">
      <PaymentOptionsGroup chosen={chosen} onChoose={choose} />
      {chosen === STRIPE_OPTION && (
        <div className="payment-choice__card">
          {CARD_PAYMENTS.kind === "none" && <p className="payment-choice__note">{CARD_PAYMENTS_NOT_CONFIGURED}</p>}
          {intent.status === "creating" && <CardFormSkeleton />}
          {intent.status === "failed" && (
            <div className="payment-choice__failed">
              <p className="error-text" role="alert">
                {intent.message}
              </p>
              <button type="button" className="button button--secondary" onClick={() => void startCardPayment()}>
                Try again
              </button>
              <Link to="/addcart">Back to your cart</Link>
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
