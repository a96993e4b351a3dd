import { useRef, useState, type FormEvent } from "react";
import { useNavigate } from "react-router-dom";
import { flushSync } from "react-dom";
import { FormField } from "../../../components/form-field";
import { confirmSandboxPayment } from "../api/confirm-sandbox-payment";
import { isAlreadyPaid } from "../api/get-payment-status";
import { cardNumberDigits, formatCardNumber, formatExpiry, splitExpiry } from "../utils/card-input";
import { CARD_PAYMENTS } from "../utils/card-payments";
import { paymentErrorMessage, UNEXPECTED_PAYMENT_ERROR, UNEXPECTED_STATE } from "../utils/payment-errors";
import { completePath, returnUrl } from "../utils/payment-urls";
import type { CardFormProps } from "./card-payment";
import { PAYMENT_MESSAGE_ID, PayControls } from "./pay-controls";

type Field = "number" | "expiry" | "cvc";

/** Stripe's test cards, which the payment sandbox answers as Stripe does. */
const TEST_CARDS = [
  ["4242 4242 4242 4242", "succeeds"],
  ["4000 0000 0000 0002", "is declined"],
  ["4000 0000 0000 9995", "has insufficient funds"],
] as const;

const FIELD_IDS: Record<Field, string> = { number: "card-number", expiry: "card-expiry", cvc: "card-cvc" };

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
  const [number, setNumber] = useState("");
  const [expiry, setExpiry] = useState("");
  const [cvc, setCvc] = useState("");
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<{ message: string; field: Field | null } | null>(null);
  const inFlight = useRef(false);
  const fields = useRef<Partial<Record<Field, HTMLInputElement | null>>>({});
  const messageRef = useRef<HTMLParagraphElement>(null);

  async function pay(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // A second click before React re-renders the disabled button must not confirm again.
    if (inFlight.current || CARD_PAYMENTS.kind !== "sandbox") return;
    inFlight.current = true;
    setBusy(true);
    setFailure(null);
    const { month, year } = splitExpiry(expiry);
    let next: { message: string; field: Field | null };
    try {
      const result = await confirmSandboxPayment(
        CARD_PAYMENTS.sandboxUrl,
        clientSecret,
        { number: cardNumberDigits(number), expMonth: month, expYear: year, cvc: cvc.trim() },
        returnUrl(window.location.origin),
      );
      if (result.ok) {
        navigate(completePath(clientSecret, result.status === "succeeded" ? "succeeded" : "failed"), { replace: true });
        return;
      }
      if (result.error.code === UNEXPECTED_STATE && (await isAlreadyPaid(clientSecret))) {
        navigate(completePath(clientSecret, "succeeded"), { replace: true });
        return;
      }
      next = { message: paymentErrorMessage(result.error), field: fieldOfParam(result.error.param) };
    } catch (error) {
      console.error("Card confirmation failed", error);
      next = { message: UNEXPECTED_PAYMENT_ERROR, field: null };
    }
    inFlight.current = false;
    // Rendered at once, so the fields are enabled again and the message exists to take focus.
    flushSync(() => {
      setBusy(false);
      setFailure(next);
    });
    // The refused field if the provider named one (it is described by the message), else the message.
    (next.field ? fields.current[next.field] : messageRef.current)?.focus();
  }

  /** The field the provider refused points at the message rather than repeating it. */
  const a11yOf = (field: Field) =>
    failure?.field === field ? { "aria-invalid": true, "aria-describedby": PAYMENT_MESSAGE_ID } : field === "number"
        ? { "aria-describedby": "card-form-hint" }
        : {};

  return (
    <form className="card-form" onSubmit={(event) => void pay(event)} noValidate aria-labelledby="card-form-title">
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
      <FormField id={FIELD_IDS.number} label="Card number">
        <input
          id={FIELD_IDS.number}
          ref={(element) => {
            fields.current.number = element;
          }}
          name="cardnumber"
          type="text"
          inputMode="numeric"
          autoComplete="cc-number"
          placeholder="1234 1234 1234 1234"
          maxLength={23}
          value={number}
          disabled={busy}
          onChange={(event) => setNumber(formatCardNumber(event.target.value))}
          {...a11yOf("number")}
        />
      </FormField>
      <div className="card-form__row">
        <FormField id={FIELD_IDS.expiry} label="Expiry date (MM / YY)">
          <input
            id={FIELD_IDS.expiry}
            ref={(element) => {
              fields.current.expiry = element;
            }}
            name="cc-exp"
            type="text"
            inputMode="numeric"
            autoComplete="cc-exp"
            placeholder="MM / YY"
            maxLength={7}
            value={expiry}
            disabled={busy}
            onChange={(event) => setExpiry(formatExpiry(event.target.value))}
            {...a11yOf("expiry")}
          />
        </FormField>
        <FormField id={FIELD_IDS.cvc} label="CVC">
          <input
            id={FIELD_IDS.cvc}
            ref={(element) => {
              fields.current.cvc = element;
            }}
            name="cvc"
            type="text"
            inputMode="numeric"
            autoComplete="cc-csc"
            placeholder="123"
            maxLength={4}
            value={cvc}
            disabled={busy}
            onChange={(event) => setCvc(event.target.value.replace(/\D/g, ""))}
            {...a11yOf("cvc")}
          />
        </FormField>
      </div>
      <PayControls amountPaise={amountPaise} busy={busy} ready message={failure?.message ?? null} messageRef={messageRef} />
    </form>
  );
}
