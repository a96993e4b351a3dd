import { CardCvcElement, Elements, useElements, useStripe } from "@stripe/react-stripe-js";
import { useEffect, useMemo } from "react";
import { registerCvcField } from "@/features/payment/api/mounted-card-form";
import { elementsLocale, stripeInstance } from "@/features/payment/api/stripe-instance";
import { CARD_PAYMENTS } from "@/features/payment/utils/card-payments";
import { useI18n } from "@/lib/i18n/i18n-context";
import type { CvcFieldProps } from "./cvc-field-props";

/**
 * The saved card's CVC with a Stripe key (decision 061): Stripe's CardCvcElement, whose iframe
 * keeps the digits away from the page, turned into the `cvc_update` token by Stripe.js.
 */
export function StripeCvcField(props: CvcFieldProps) {
  const { locale } = useI18n();
  const stripe = CARD_PAYMENTS.kind === "stripe" ? stripeInstance(CARD_PAYMENTS.publishableKey) : null;
  // A new object per render would read as an options change to Elements.
  const options = useMemo(() => ({ locale: elementsLocale(locale) }), [locale]);
  return (
    <Elements stripe={stripe} options={options}>
      <CvcElementField {...props} />
    </Elements>
  );
}

function CvcElementField({ id, label, hint, disabled }: CvcFieldProps) {
  const stripe = useStripe();
  const elements = useElements();
  const elementOptions = useMemo(() => ({ disabled }), [disabled]);

  useEffect(() => {
    if (!stripe || !elements) return;
    return registerCvcField(async () => {
      const element = elements.getElement("cardCvc");
      if (!element) throw new Error("The CVC Element is not mounted.");
      const { token, error } = await stripe.createToken("cvc_update", element);
      return token ? { token: token.id } : { error };
    });
  }, [stripe, elements]);

  // The Element's iframe names its own input (Stripe words it); the label is what the eye reads.
  return (
    <div className="form-field">
      <label htmlFor={id}>{label}</label>
      <CardCvcElement id={id} className="saved-card-choice__cvc" options={elementOptions} />
      <p id={`${id}-hint`} className="form-field__hint">
        {hint}
      </p>
    </div>
  );
}
