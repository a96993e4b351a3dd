import { useId, useState } from "react";
import { formatRupees } from "@/domain/money";
import { PRICE_SLIDER_MAX, PRICE_SLIDER_MIN } from "@/domain/product";
import { useDebouncedCallback } from "@/lib/use-debounced-callback";

/** SPEC.md section 9: the list reloads 500 ms after the last change of the slider. */
export const PRICE_DEBOUNCE_MS = 500;
const STEP = 10;

export interface PriceRange {
  min: number;
  max: number;
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
        <label htmlFor={`${id}-min`}>Minimum price</label>
        <output htmlFor={`${id}-min`}>{formatRupees(range.min)}</output>
        <input
          id={`${id}-min`}
          name="min"
          type="range"
          min={PRICE_SLIDER_MIN}
          max={PRICE_SLIDER_MAX}
          step={STEP}
          value={range.min}
          aria-valuetext={formatRupees(range.min)}
          onChange={(event) => change({ min: Math.min(Number(event.target.value), range.max), max: range.max })}
        />
      </div>
      <div className="price-slider__control">
        <label htmlFor={`${id}-max`}>Maximum price</label>
        <output htmlFor={`${id}-max`}>{formatRupees(range.max)}</output>
        <input
          id={`${id}-max`}
          name="max"
          type="range"
          min={PRICE_SLIDER_MIN}
          max={PRICE_SLIDER_MAX}
          step={STEP}
          value={range.max}
          aria-valuetext={formatRupees(range.max)}
          onChange={(event) => change({ min: range.min, max: Math.max(Number(event.target.value), range.min) })}
        />
      </div>
    </div>
  );
}
