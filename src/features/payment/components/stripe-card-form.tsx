import { Elements, PaymentElement, useElements, useStripe } from "@stripe/react-stripe-js";
import { useEffect, useMemo, useRef } from "react";
import { registerCardForm } from "@/features/payment/api/mounted-card-form";
import { elementsLocale, stripeInstance } from "@/features/payment/api/stripe-instance";
import { CARD_PAYMENTS } from "@/features/payment/utils/card-payments";
import { useConfirmationFetcher } from "@/features/payment/hooks/use-confirmation-fetcher";
import { useI18n } from "@/lib/i18n/i18n-context";
import type { CardFormProps } from "./card-form-props";
import { PayControls } from "./pay-controls";

// The saved card's CVC field rides in this chunk: one chunk per provider keeps the payment
// route's list of chunks, which `/` downloads with the manifest, as it was.
export { StripeCvcField } from "./stripe-cvc-field";

/** Stripe Elements (DESIGN.md "Payments"): the Payment Element and confirmPayment back to /complete. */
export function StripeCardForm({ clientSecret, amountPaise }: CardFormProps) {
  const { locale } = useI18n();
  const stripe = CARD_PAYMENTS.kind === "stripe" ? stripeInstance(CARD_PAYMENTS.publishableKey) : null;
  // A new object per render would read as an options change to Elements.
  const options = useMemo(() => ({ clientSecret, locale: elementsLocale(locale) }), [clientSecret, locale]);
  return (
    <Elements stripe={stripe} options={options}>
      <ElementsPayForm clientSecret={clientSecret} amountPaise={amountPaise} />
    </Elements>
  );
}

function ElementsPayForm({ clientSecret, amountPaise }: CardFormProps) {
  const stripe = useStripe();
  const elements = useElements();
  const { Form, pending, refusal, submit } = useConfirmationFetcher();
  const messageRef = useRef<HTMLParagraphElement>(null);
  const { t } = useI18n();

  useEffect(() => {
    if (!stripe || !elements) return;
    return registerCardForm(async ({ returnUrl }) => {
      // confirmPayment resolves only when the confirmation failed: otherwise Stripe redirects to return_url.
      const { error } = await stripe.confirmPayment({ elements, confirmParams: { return_url: returnUrl } });
      return { outcome: "refused", error };
    });
  }, [stripe, elements]);

  useEffect(() => {
    if (refusal) messageRef.current?.focus();
  }, [refusal]);

  return (
    <Form method="post" className="card-form" onSubmit={submit} aria-labelledby="card-form-title">
      <div className="card-form__head">
        <h3 id="card-form-title" className="card-form__title">
          {t("payment.cardDetails")}
        </h3>
      </div>
      <PaymentElement className="card-form__element" />
      <PayControls
        clientSecret={clientSecret}
        amountPaise={amountPaise}
        pending={pending}
        ready={Boolean(stripe && elements)}
        message={refusal?.message ?? null}
        messageRef={messageRef}
      />
    </Form>
  );
}
