import { useState } from "react";
import { RATING_MAX } from "@/domain/review";

interface StarRatingInputProps {
  name: string;
  /** 0 = nothing chosen yet. */
  value: number;
  onChange: (rating: number) => void;
  /** The server's message when the posted rating was refused. */
  error?: string;
}

const STARS = Array.from({ length: RATING_MAX }, (_, index) => index + 1);

/**
 * 1 to 5 stars as a native radio group (Tab reaches it, arrow keys choose), drawn as stars. The
 * stars up to the one under the mouse light up as a preview.
 */
export function StarRatingInput({ name, value, onChange, error }: StarRatingInputProps) {
  const [preview, setPreview] = useState(0);
  const shown = preview || value;
  return (
    <fieldset className="star-input">
      <legend className="star-input__legend">Your rating</legend>
      {error && <p className="form-field__error">{error}</p>}
      <div className="star-input__stars" onMouseLeave={() => setPreview(0)}>
        {STARS.map((stars) => (
          <label
            key={stars}
            className={`star-input__star${stars <= shown ? " star-input__star--on" : ""}`}
            onMouseEnter={() => setPreview(stars)}
          >
            <input type="radio" name={name} value={stars} checked={value === stars} onChange={() => onChange(stars)} />
            <span aria-hidden="true">★</span>
            <span className="visually-hidden">{stars === 1 ? "1 star" : `${stars} stars`}</span>
          </label>
        ))}
        <span className="star-input__value" aria-hidden="true">
          {value > 0 ? `${value} of ${RATING_MAX}` : "Not rated"}
        </span>
      </div>
    </fieldset>
  );
}
