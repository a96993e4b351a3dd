import { useId, useState } from "react";
import { paiseFromRupees, paiseToRupees, type Paise } from "@/domain/money";
import { PRICE_SLIDER_MAX, PRICE_SLIDER_MIN } from "@/domain/product";
import { useI18n } from "@/lib/i18n/i18n-context";
import { useDebouncedCallback } from "@/lib/use-debounced-callback";

/** SPEC.md section 9: the list reloads 500 ms after the last change of the slider. */
export const PRICE_DEBOUNCE_MS = 500;
/** The inputs move in whole rupees: their values are what the form puts in the link (?min=499). */
const STEP_RUPEES = 10;

export interface PriceRange {
  min: Paise;
  max: Paise;
}

/** The amount a range input's value (whole rupees) says. */
function amountOfInput(value: string): Paise {
  return paiseFromRupees(Number(value));
}

interface PriceSliderProps {
  /** The range the list shows now (from the URL). */
  value: PriceRange;
  /** Called once the shopper has stopped moving the slider for PRICE_DEBOUNCE_MS. */
  onCommit: (range: PriceRange) => void;
}

/**
 * Two labelled range inputs (lowest and highest price), usable with arrows, Page Up/Down, Home
 * and End. The thumbs follow the shopper at once; the products follow after the debounce. A new
 * range from the URL (Back, a reset, a shared link) replaces whatever was being dragged.
 */
export function PriceSlider({ value, onCommit }: PriceSliderProps) {
  const id = useId();
  const { t, money } = useI18n();
  const [draft, setDraft] = useState({ range: value, from: value });
  const commit = useDebouncedCallback(onCommit, PRICE_DEBOUNCE_MS);

  let range = draft.range;
  if (draft.from.min !== value.min || draft.from.max !== value.max) {
    range = value;
    setDraft({ range: value, from: value });
  }

  function change(next: PriceRange) {
    setDraft({ range: next, from: value });
    commit(next);
  }

  return (
    <div className="price-slider">
      <div className="price-slider__control">
        <label htmlFor={`${id}-min`}>{t("listing.minPrice")}</label>
        <output htmlFor={`${id}-min`}>{money(range.min)}</output>
        <input
          id={`${id}-min`}
          name="min"
          type="range"
          min={paiseToRupees(PRICE_SLIDER_MIN)}
          max={paiseToRupees(PRICE_SLIDER_MAX)}
          step={STEP_RUPEES}
          value={paiseToRupees(range.min)}
          aria-valuetext={money(range.min)}
          onChange={(event) => {
            const min = amountOfInput(event.target.value);
            change({ min: min < range.max ? min : range.max, max: range.max });
          }}
        />
      </div>
      <div className="price-slider__control">
        <label htmlFor={`${id}-max`}>{t("listing.maxPrice")}</label>
        <output htmlFor={`${id}-max`}>{money(range.max)}</output>
        <input
          id={`${id}-max`}
          name="max"
          type="range"
          min={paiseToRupees(PRICE_SLIDER_MIN)}
          max={paiseToRupees(PRICE_SLIDER_MAX)}
          step={STEP_RUPEES}
          value={paiseToRupees(range.max)}
          aria-valuetext={money(range.max)}
          onChange={(event) => {
            const max = amountOfInput(event.target.value);
            change({ min: range.min, max: max > range.min ? max : range.min });
          }}
        />
      </div>
    </div>
  );
}
