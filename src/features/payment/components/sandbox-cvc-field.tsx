import { useEffect } from "react";
import { FormField, fieldA11y } from "@/components/form-field";
import { sandboxCvcToken } from "@/features/payment/api/cvc-token";
import { registerCvcField, type TokenizeCvc } from "@/features/payment/api/mounted-card-form";
import { CARD_PAYMENTS } from "@/features/payment/utils/card-payments";
import type { CvcFieldProps } from "./cvc-field-props";

/** The field's name: the CVC is read from the posted form in the browser and goes to the provider only. */
const CVC_FIELD = "cvc";

/** Not sent to the provider, as Stripe.js sends no malformed CVC: the sandbox's own words for one. */
const MALFORMED_CVC = {
  type: "validation_error",
  code: "invalid_cvc",
  message: "Your card's security code is invalid.",
};

const tokenizeAtSandbox: TokenizeCvc = async (form) => {
  if (CARD_PAYMENTS.kind !== "sandbox") throw new Error("This build has no payment sandbox.");
  const cvc = String(form.get(CVC_FIELD) ?? "").trim();
  if (!/^\d{3,4}$/.test(cvc)) return { error: MALFORMED_CVC };
  return sandboxCvcToken(CARD_PAYMENTS, cvc);
};

/** The test-mode build's CVC field: a plain input, tokenised at the payment sandbox as Stripe.js would. */
export function SandboxCvcField({ id, label, hint, disabled }: CvcFieldProps) {
  useEffect(() => registerCvcField(tokenizeAtSandbox), []);
  return (
    <FormField id={id} label={label} hint={hint}>
      <input
        id={id}
        name={CVC_FIELD}
        type="text"
        inputMode="numeric"
        autoComplete="cc-csc"
        maxLength={4}
        pattern="[0-9]{3,4}"
        required
        disabled={disabled}
        {...fieldA11y(id, undefined, true)}
      />
    </FormField>
  );
}
