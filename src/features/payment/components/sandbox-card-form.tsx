import { useRef, useState, type FormEvent } from "react";
import { useNavigate } from "react-router";
import { FormField } from "@/components/form-field";
import { confirmSandboxPayment } from "@/features/payment/api/confirm-sandbox-payment";
import { useCardConfirmation, type ConfirmationResult } from "@/features/payment/hooks/use-card-confirmation";
import { cardNumberDigits, formatCardNumber, formatExpiry, splitExpiry } from "@/features/payment/utils/card-input";
import { CARD_PAYMENTS } from "@/features/payment/utils/card-payments";
import { isPaymentAuthorised } from "@/features/payment/utils/payment-status";
import { completePath, returnUrl } from "@/features/payment/utils/payment-urls";
import type { CardFormProps } from "./card-payment";
import { PAYMENT_MESSAGE_ID, PayControls } from "./pay-controls";

type Field = "number" | "expiry" | "cvc";

/** Stripe's test cards, which the payment sandbox answers as Stripe does. */
const TEST_CARDS = [
  ["4242 4242 4242 4242", "succeeds"],
  ["4000 0000 0000 0002", "is declined"],
  ["4000 0000 0000 9995", "has insufficient funds"],
] as const;

interface CardFieldSpec {
  field: Field;
  id: string;
  label: string;
  name: string;
  autoComplete: string;
  placeholder: string;
  maxLength: number;
  /** What the shopper typed, as the field shows it. */
  format: (typed: string) => string;
}

const CARD_FIELDS: Record<Field, CardFieldSpec> = {
  number: {
    field: "number",
    id: "card-number",
    label: "Card number",
    name: "cardnumber",
    autoComplete: "cc-number",
    placeholder: "1234 1234 1234 1234",
    maxLength: 23,
    format: formatCardNumber,
  },
  expiry: {
    field: "expiry",
    id: "card-expiry",
    label: "Expiry date (MM / YY)",
    name: "cc-exp",
    autoComplete: "cc-exp",
    placeholder: "MM / YY",
    maxLength: 7,
    format: formatExpiry,
  },
  cvc: {
    field: "cvc",
    id: "card-cvc",
    label: "CVC",
    name: "cvc",
    autoComplete: "cc-csc",
    placeholder: "123",
    maxLength: 4,
    format: (typed) => typed.replace(/\D/g, ""),
  },
};

/** The provider names the refused parameter; the shopper fixes it in this field. */
function fieldOfParam(param: string | undefined): Field | null {
  if (param === "number") return "number";
  if (param === "exp_month" || param === "exp_year") return "expiry";
  if (param === "cvc") return "cvc";
  return null;
}

/**
 * The test-mode card form of the embedded stack (DESIGN.md "Payments"): the card goes straight
 * from the browser to the payment sandbox, as it would go to Stripe, never through the shop's
 * functions. A success lands on /complete exactly as a Stripe redirect does.
 */
export function SandboxCardForm({ clientSecret, amountPaise }: CardFormProps) {
  const navigate = useNavigate();
  const [values, setValues] = useState<Record<Field, string>>({ number: "", expiry: "", cvc: "" });
  const { busy, refusal, pay } = useCardConfirmation(clientSecret);
  const messageRef = useRef<HTMLParagraphElement>(null);
  const refusedField = fieldOfParam(refusal?.error?.param);

  async function confirm(): Promise<ConfirmationResult> {
    if (CARD_PAYMENTS.kind !== "sandbox") return { done: true };
    const { month, year } = splitExpiry(values.expiry);
    const card = { number: cardNumberDigits(values.number), expMonth: month, expYear: year, cvc: values.cvc.trim() };
    const result = await confirmSandboxPayment(CARD_PAYMENTS, clientSecret, card, returnUrl(window.location.origin));
    if (!result.ok) return { done: false, error: result.error };
    // Authorised (manual capture) counts as succeeded, as in Stripe's redirect_status.
    navigate(completePath(clientSecret, isPaymentAuthorised(result.status) ? "succeeded" : "failed"), {
      replace: true,
    });
    return { done: true };
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const shown = await pay(confirm);
    if (!shown) return;
    // The refused field if the provider named one (it is described by the message), else the message.
    const field = fieldOfParam(shown.error?.param);
    (field ? document.getElementById(CARD_FIELDS[field].id) : messageRef.current)?.focus();
  }

  const inputProps = (field: Field): CardInputProps => ({
    spec: CARD_FIELDS[field],
    value: values[field],
    busy,
    refused: refusedField === field,
    onChange: (typed) => setValues((current) => ({ ...current, [field]: CARD_FIELDS[field].format(typed) })),
  });

  return (
    <form className="card-form" onSubmit={(event) => void submit(event)} noValidate aria-labelledby="card-form-title">
      <div className="card-form__head">
        <h3 id="card-form-title" className="card-form__title">
          Card details
        </h3>
        <span className="card-form__badge">Test mode</span>
      </div>
      <div className="card-form__hint" id="card-form-hint">
        <p>No real card is charged. Test cards, with any future expiry date and any CVC:</p>
        <ul>
          {TEST_CARDS.map(([number, outcome]) => (
            <li key={number}>
              <span className="card-form__test-number">{number}</span> {outcome}
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
        amountPaise={amountPaise}
        busy={busy}
        ready
        message={refusal?.message ?? null}
        messageRef={messageRef}
      />
    </form>
  );
}

interface CardInputProps {
  spec: CardFieldSpec;
  value: string;
  busy: boolean;
  /** The provider refused this field: it points at the message rather than repeating it. */
  refused: boolean;
  onChange: (typed: string) => void;
}

function CardInput({ spec, value, busy, refused, onChange }: CardInputProps) {
  const described = refused ? PAYMENT_MESSAGE_ID : spec.field === "number" ? "card-form-hint" : undefined;
  return (
    <FormField id={spec.id} label={spec.label}>
      <input
        id={spec.id}
        name={spec.name}
        type="text"
        inputMode="numeric"
        autoComplete={spec.autoComplete}
        placeholder={spec.placeholder}
        maxLength={spec.maxLength}
        value={value}
        disabled={busy}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={refused || undefined}
        aria-describedby={described}
      />
    </FormField>
  );
}
