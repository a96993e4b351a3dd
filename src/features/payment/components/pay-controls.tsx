import type { Ref } from "react";
import type { Paise } from "@/domain/money";
import { CONFIRM_INTENT } from "@/features/payment/api/confirm-card-payment";
import { useDomainMessage } from "@/lib/i18n/domain-messages";
import { useI18n } from "@/lib/i18n/i18n-context";

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
  const { t, money } = useI18n();
  const domainMessage = useDomainMessage();
  return (
    <div className="pay-controls">
      <input type="hidden" name="intent" value={CONFIRM_INTENT} />
      <input type="hidden" name="clientSecret" value={clientSecret} />
      <div role="alert" className="pay-controls__alert">
        {message && (
          <p ref={messageRef} tabIndex={-1} id={PAYMENT_MESSAGE_ID} className="form-alert">
            {domainMessage(message)}
          </p>
        )}
      </div>
      <p className="pay-controls__amount">
        {t("payment.amountToPay")} <strong>{money(amountPaise)}</strong>
      </p>
      <p className="muted currency-note">{t("money.charged", { amount: money(amountPaise) })}</p>
      <button
        type="submit"
        className="button pay-controls__button"
        disabled={pending || !ready}
        aria-describedby={message ? PAYMENT_MESSAGE_ID : undefined}
      >
        {t(pending ? "payment.processing" : "payment.payNow")}
      </button>
    </div>
  );
}
