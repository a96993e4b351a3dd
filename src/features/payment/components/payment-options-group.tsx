import { PAYMENT_OPTIONS } from "@/features/payment/utils/payment-options";
import { useI18n } from "@/lib/i18n/i18n-context";

const LEGEND_ID = "payment-mode-title";

interface PaymentOptionsGroupProps {
  chosen: string | null;
  onChoose: (optionId: string) => void;
}

/** SPEC.md section 2's five modes as one radio group; the unusable ones disabled, each saying why. */
export function PaymentOptionsGroup({ chosen, onChoose }: PaymentOptionsGroupProps) {
  const { t } = useI18n();
  return (
    <fieldset className="payment-options">
      <legend className="payment-options__legend">
        <h2 id={LEGEND_ID} className="payment-card__title">
          {t("payment.chooseMode")}
        </h2>
      </legend>
      <ul className="payment-options__list">
        {PAYMENT_OPTIONS.map((option) => {
          const inputId = `payment-option-${option.id}`;
          return (
            <li key={option.id} className={`payment-option${option.available ? "" : " payment-option--unavailable"}`}>
              <input
                id={inputId}
                type="radio"
                name="payment-mode"
                value={option.id}
                checked={chosen === option.id}
                disabled={!option.available}
                aria-describedby={`${inputId}-note`}
                onChange={() => onChoose(option.id)}
              />
              <label htmlFor={inputId} className="payment-option__label">
                {t(option.label)}
              </label>
              <p id={`${inputId}-note`} className="payment-option__note">
                {t(option.note)}
              </p>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
