import { Elements, PaymentElement, useElements, useStripe } from "@stripe/react-stripe-js";
import type { Stripe } from "@stripe/stripe-js";
import { loadStripe } from "@stripe/stripe-js/pure";
import { useMemo, useRef, useState, type FormEvent } from "react";
import { flushSync } from "react-dom";
import { useNavigate } from "react-router-dom";
import { isAlreadyPaid } from "../api/get-payment-status";
import { CARD_PAYMENTS } from "../utils/card-payments";
import { paymentErrorMessage, UNEXPECTED_PAYMENT_ERROR, UNEXPECTED_STATE } from "../utils/payment-errors";
import { completePath, returnUrl } from "../utils/payment-urls";
import type { CardFormProps } from "./card-payment";
import { PayControls } from "./pay-controls";

/**
 * Stripe.js, fetched from js.stripe.com the first time this chunk runs, i.e. only on the payment
 * page once the shopper pays by card ("/pure" injects nothing at import time). One instance per
 * page load, as Stripe asks.
 */
let stripePromise: Promise<Stripe | null> | null = null;

function stripeInstance(publishableKey: string): Promise<Stripe | null> {
  stripePromise ??= loadStripe(publishableKey);
  return stripePromise;
}

/** Stripe Elements (DESIGN.md "Payments"): the Payment Element and confirmPayment back to /complete. */
export function StripeCardForm({ clientSecret, amountPaise }: CardFormProps) {
  const stripe = CARD_PAYMENTS.kind === "stripe" ? stripeInstance(CARD_PAYMENTS.publishableKey) : null;
  // A new object per render would read as an options change to Elements.
  const options = useMemo(() => ({ clientSecret }), [clientSecret]);
  return (
    <Elements stripe={stripe} options={options}>
      <ElementsPayForm clientSecret={clientSecret} amountPaise={amountPaise} />
    </Elements>
  );
}

function ElementsPayForm({ clientSecret, amountPaise }: CardFormProps) {
  const stripe = useStripe();
  const elements = useElements();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const inFlight = useRef(false);
  const messageRef = useRef<HTMLParagraphElement>(null);

  async function pay(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!stripe || !elements || inFlight.current) return;
    inFlight.current = true;
    setBusy(true);
    setMessage(null);
    let next: string;
    try {
      // Resolves only when the confirmation failed: otherwise Stripe has redirected to return_url.
      const { error } = await stripe.confirmPayment({ elements, confirmParams: { return_url: returnUrl(window.location.origin) } });
      if (error.code === UNEXPECTED_STATE && (await isAlreadyPaid(clientSecret))) {
        navigate(completePath(clientSecret, "succeeded"), { replace: true });
        return;
      }
      next = paymentErrorMessage(error);
    } catch (error) {
      console.error("Card confirmation failed", error);
      next = UNEXPECTED_PAYMENT_ERROR;
    }
    inFlight.current = false;
    flushSync(() => {
      setBusy(false);
      setMessage(next);
    });
    messageRef.current?.focus();
  }

  return (
    <form className="card-form" onSubmit={(event) => void pay(event)} aria-labelledby="card-form-title">
      <div className="card-form__head">
        <h3 id="card-form-title" className="card-form__title">
          Card details
        </h3>
      </div>
      <PaymentElement className="card-form__element" />
      <PayControls amountPaise={amountPaise} busy={busy} ready={Boolean(stripe && elements)} message={message} messageRef={messageRef} />
    </form>
  );
}
