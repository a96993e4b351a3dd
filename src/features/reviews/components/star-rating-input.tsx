import { useState } from "react";
import { RATING_MAX } from "@/domain/review";
import { useDomainMessage } from "@/lib/i18n/domain-messages";
import { useI18n } from "@/lib/i18n/i18n-context";

interface StarRatingInputProps {
  /** The first star's id: the form moves the focus there when the rating is missing. */
  id: string;
  name: string;
  /** 0 = nothing chosen yet. */
  value: number;
  onChange: (rating: number) => void;
  /** Why the rating is refused (no star chosen), from the form's check or the action's reply. */
  error?: string;
}

const STARS = Array.from({ length: RATING_MAX }, (_, index) => index + 1);

/**
 * 1 to 5 stars as a native radio group (Tab reaches it, arrow keys choose), drawn as stars. The
 * stars up to the one under the mouse light up as a preview.
 */
export function StarRatingInput({ id, name, value, onChange, error }: StarRatingInputProps) {
  const [preview, setPreview] = useState(0);
  const { t } = useI18n();
  const wordMessage = useDomainMessage();
  const shown = preview || value;
  return (
    <fieldset className="star-input" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="star-input__legend">{t("reviews.yourRating")}</legend>
      {error && (
        <p id={`${id}-error`} className="form-field__error">
          {wordMessage(error)}
        </p>
      )}
      <div className="star-input__stars" onMouseLeave={() => setPreview(0)}>
        {STARS.map((stars) => (
          <label
            key={stars}
            className={`star-input__star${stars <= shown ? " star-input__star--on" : ""}`}
            onMouseEnter={() => setPreview(stars)}
          >
            <input
              type="radio"
              id={stars === 1 ? id : undefined}
              name={name}
              value={stars}
              checked={value === stars}
              onChange={() => onChange(stars)}
              aria-invalid={error ? true : undefined}
            />
            <span aria-hidden="true">★</span>
            <span className="visually-hidden">{t("reviews.stars", { stars })}</span>
          </label>
        ))}
        <span className="star-input__value" aria-hidden="true">
          {value > 0 ? t("reviews.valueOf", { value, max: RATING_MAX }) : t("reviews.notRated")}
        </span>
      </div>
    </fieldset>
  );
}
