import type { Ref } from "react";
import { formatMoney, type Paise } from "@/domain/money";
import { CONFIRM_INTENT } from "@/features/payment/api/confirm-card-payment";

export const PAY_NOW = "Pay now";
export const PROCESSING = "Processing…";
export const PAYMENT_MESSAGE_ID = "payment-message";

/**
 * The bottom of both card forms: what the form posts besides the card (the intent it confirms),
 * the amount, the provider's answer (an alert region that is always in the page, so the message
 * is announced when it appears) and the Pay button, disabled while a confirmation is in flight so
 * a double click confirms once.
 */
export function PayControls({
  clientSecret,
  amountPaise,
  pending,
  ready,
  message,
  messageRef,
}: {
  clientSecret: string;
  amountPaise: Paise;
  pending: boolean;
  ready: boolean;
  message: string | null;
  messageRef?: Ref<HTMLParagraphElement>;
}) {
  return (
    <div className="pay-controls">
      <input type="hidden" name="intent" value={CONFIRM_INTENT} />
      <input type="hidden" name="clientSecret" value={clientSecret} />
      <div role="alert" className="pay-controls__alert">
        {message && (
          <p ref={messageRef} tabIndex={-1} id={PAYMENT_MESSAGE_ID} className="form-alert">
            {message}
          </p>
        )}
      </div>
      <p className="pay-controls__amount">
        Amount to pay: <strong>{formatMoney(amountPaise)}</strong>
      </p>
      <button
        type="submit"
        className="button pay-controls__button"
        disabled={pending || !ready}
        aria-describedby={message ? PAYMENT_MESSAGE_ID : undefined}
      >
        {pending ? PROCESSING : PAY_NOW}
      </button>
    </div>
  );
}
