import { useEffect, useRef, useState } from "react";
import { FormField } from "@/components/form-field";
import { confirmSandboxPayment } from "@/features/payment/api/confirm-sandbox-payment";
import { registerCardForm, type ConfirmCard } from "@/features/payment/api/mounted-card-form";
import { useConfirmationFetcher } from "@/features/payment/hooks/use-confirmation-fetcher";
import { cardNumberDigits, formatCardNumber, formatExpiry, splitExpiry } from "@/features/payment/utils/card-input";
import { CARD_PAYMENTS } from "@/features/payment/utils/card-payments";
import { isPaymentAuthorised } from "@/features/payment/utils/payment-status";
import { useI18n } from "@/lib/i18n/i18n-context";
import type { MessageId } from "@/lib/i18n/translator";
import type { CardFormProps } from "./card-form-props";
import { PAYMENT_MESSAGE_ID, PayControls } from "./pay-controls";

// The saved card's CVC field rides in this chunk: one chunk per provider keeps the payment
// route's list of chunks, which `/` downloads with the manifest, as it was.
export { SandboxCvcField } from "./sandbox-cvc-field";

type Field = "number" | "expiry" | "cvc";

/** Stripe's test cards, which the payment sandbox answers as Stripe does. */
const TEST_CARDS = [
  ["4242 4242 4242 4242", "payment.testCardSucceeds"],
  ["4000 0000 0000 0002", "payment.testCardDeclined"],
  ["4000 0000 0000 9995", "payment.testCardInsufficient"],
] as const;

interface CardFieldSpec {
  field: Field;
  id: string;
  label: MessageId;
  name: string;
  autoComplete: string;
  /** A message, or the same text in every language (digits). */
  placeholder: MessageId | null;
  digits?: string;
  maxLength: number;
  /** What the shopper typed, as the field shows it. */
  format: (typed: string) => string;
}

const CARD_FIELDS: Record<Field, CardFieldSpec> = {
  number: {
    field: "number",
    id: "card-number",
    label: "payment.cardNumber",
    name: "cardnumber",
    autoComplete: "cc-number",
    placeholder: null,
    digits: "1234 1234 1234 1234",
    maxLength: 23,
    format: formatCardNumber,
  },
  expiry: {
    field: "expiry",
    id: "card-expiry",
    label: "payment.expiry",
    name: "cc-exp",
    autoComplete: "cc-exp",
    placeholder: "payment.expiryPlaceholder",
    maxLength: 7,
    format: formatExpiry,
  },
  cvc: {
    field: "cvc",
    id: "card-cvc",
    label: "payment.cvc",
    name: "cvc",
    autoComplete: "cc-csc",
    placeholder: null,
    digits: "123",
    maxLength: 4,
    format: (typed) => typed.replace(/\D/g, ""),
  },
};

/** The provider names the refused parameter; the shopper fixes it in this field. */
function fieldOfParam(param: string | null | undefined): Field | null {
  if (param === "number") return "number";
  if (param === "exp_month" || param === "exp_year") return "expiry";
  if (param === "cvc") return "cvc";
  return null;
}

/** The card as the form posted it, straight to the payment sandbox as Stripe.js would send it to Stripe. */
const confirmAtSandbox: ConfirmCard = async ({ form, clientSecret, returnUrl }) => {
  if (CARD_PAYMENTS.kind !== "sandbox") throw new Error("This build has no payment sandbox.");
  const posted = (field: Field) => String(form.get(CARD_FIELDS[field].name) ?? "");
  const { month, year } = splitExpiry(posted("expiry"));
  const card = {
    number: cardNumberDigits(posted("number")),
    expMonth: month,
    expYear: year,
    cvc: posted("cvc").trim(),
  };
  const result = await confirmSandboxPayment(CARD_PAYMENTS, clientSecret, card, returnUrl);
  if (!result.ok) return { outcome: "refused", error: result.error };
  // The bank's challenge (3-D Secure) returns to /complete itself, as Stripe's redirect does.
  if (result.authenticateAt) return { outcome: "authenticate", url: result.authenticateAt };
  // Authorised (manual capture) counts as succeeded, as in Stripe's redirect_status.
  return { outcome: "settled", redirectStatus: isPaymentAuthorised(result.status) ? "succeeded" : "failed" };
};

/**
 * The test-mode card form of the embedded stack (DESIGN.md "Payments"): the card goes straight
 * from the browser to the payment sandbox, as it would go to Stripe, never through the shop's
 * functions. A success lands on /complete exactly as a Stripe redirect does.
 */
export function SandboxCardForm({ clientSecret, amountPaise }: CardFormProps) {
  const [values, setValues] = useState<Record<Field, string>>({ number: "", expiry: "", cvc: "" });
  const { Form, pending, refusal, submit } = useConfirmationFetcher();
  const messageRef = useRef<HTMLParagraphElement>(null);
  const { t } = useI18n();
  const refusedField = fieldOfParam(refusal?.param);

  useEffect(() => registerCardForm(confirmAtSandbox), []);

  // The refused field if the provider named one (it is described by the message), else the message.
  useEffect(() => {
    if (!refusal) return;
    const field = fieldOfParam(refusal.param);
    (field ? document.getElementById(CARD_FIELDS[field].id) : messageRef.current)?.focus();
  }, [refusal]);

  const inputProps = (field: Field): CardInputProps => ({
    spec: CARD_FIELDS[field],
    value: values[field],
    pending,
    refused: refusedField === field,
    onChange: (typed) => setValues((current) => ({ ...current, [field]: CARD_FIELDS[field].format(typed) })),
  });

  return (
    <Form method="post" className="card-form" onSubmit={submit} noValidate aria-labelledby="card-form-title">
      <div className="card-form__head">
        <h3 id="card-form-title" className="card-form__title">
          {t("payment.cardDetails")}
        </h3>
        <span className="card-form__badge">{t("payment.testMode")}</span>
      </div>
      <div className="card-form__hint" id="card-form-hint">
        <p>{t("payment.testCardsHint")}</p>
        <ul>
          {TEST_CARDS.map(([number, outcome]) => (
            <li key={number}>
              <span className="card-form__test-number">{number}</span> {t(outcome)}
            </li>
          ))}
        </ul>
      </div>
      <CardInput {...inputProps("number")} />
      <div className="card-form__row">
        <CardInput {...inputProps("expiry")} />
        <CardInput {...inputProps("cvc")} />
      </div>
      <PayControls
        clientSecret={clientSecret}
        amountPaise={amountPaise}
        pending={pending}
        ready
        message={refusal?.message ?? null}
        messageRef={messageRef}
      />
    </Form>
  );
}

interface CardInputProps {
  spec: CardFieldSpec;
  value: string;
  pending: boolean;
  /** The provider refused this field: it points at the message rather than repeating it. */
  refused: boolean;
  onChange: (typed: string) => void;
}

function CardInput({ spec, value, pending, refused, onChange }: CardInputProps) {
  const { t } = useI18n();
  const described = refused ? PAYMENT_MESSAGE_ID : spec.field === "number" ? "card-form-hint" : undefined;
  return (
    <FormField id={spec.id} label={t(spec.label)}>
      <input
        id={spec.id}
        name={spec.name}
        type="text"
        inputMode="numeric"
        autoComplete={spec.autoComplete}
        placeholder={spec.placeholder ? t(spec.placeholder) : spec.digits}
        maxLength={spec.maxLength}
        value={value}
        disabled={pending}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={refused || undefined}
        aria-describedby={described}
      />
    </FormField>
  );
}
