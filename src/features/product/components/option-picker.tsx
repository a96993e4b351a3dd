import type { CSSProperties } from "react";
import { Link, useSearchParams } from "react-router";
import { useI18n } from "@/lib/i18n/i18n-context";
import { useOptionLabel } from "@/lib/i18n/option-label";
import { colourSwatch } from "@/features/product/utils/colour-swatch";
import { colourSearch } from "@/features/product/utils/chosen-colour";

interface OptionPickerProps {
  legend: string;
  name: string;
  options: string[];
  value: string;
  onChange: (value: string) => void;
}

/** A choice's legend naming the chosen value, so that it is read out too. */
function ChosenLegend({ legend, value }: { legend: string; value: string }) {
  const { t } = useI18n();
  const chosen = useOptionLabel()(value);
  return (
    <legend className="option-picker__legend">
      {t("product.chosen", { legend })}{" "}
      <span className="option-picker__value" lang={chosen.lang}>
        {chosen.text}
      </span>
    </legend>
  );
}

/**
 * The size choice: native radio buttons (arrow keys move between them, the group is one tab stop)
 * drawn as chips.
 */
export function OptionPicker({ legend, name, options, value, onChange }: OptionPickerProps) {
  const labelOf = useOptionLabel();
  return (
    <fieldset className="option-picker">
      <ChosenLegend legend={legend} value={value} />
      <div className="option-picker__options">
        {options.map((option) => {
          const label = labelOf(option);
          return (
            <label key={option} className="option-picker__option">
              <input
                type="radio"
                name={name}
                value={option}
                checked={option === value}
                onChange={() => onChange(option)}
              />
              <span className="option-picker__chip" lang={label.lang}>
                {label.text}
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}

interface ColourPickerProps {
  legend: string;
  colours: string[];
  value: string;
}

/**
 * The colour choice: a link per colour to the page with it (`?colour=`), drawn as the chips above
 * with a dot of the colour. The page's address says the colour, so the server shows its picture
 * first, a reload keeps it, and the choice works before and without the page's script (issue 40).
 * The chosen one is `aria-current`; the cart form sends it from a hidden field.
 */
export function ColourPicker({ legend, colours, value }: ColourPickerProps) {
  const labelOf = useOptionLabel();
  const [params] = useSearchParams();
  return (
    <fieldset className="option-picker">
      <ChosenLegend legend={legend} value={value} />
      <input type="hidden" name="color" value={value} />
      <div className="option-picker__options">
        {colours.map((colour) => {
          const swatch = colourSwatch(colour);
          const label = labelOf(colour);
          return (
            <Link
              key={colour}
              to={colourSearch(params, colour)}
              replace
              preventScrollReset
              className="option-picker__chip option-picker__link"
              aria-current={colour === value ? "true" : undefined}
              lang={label.lang}
            >
              {swatch && (
                <span
                  className="option-picker__swatch"
                  style={{ "--swatch": swatch } as CSSProperties}
                  aria-hidden="true"
                />
              )}
              {label.text}
            </Link>
          );
        })}
      </div>
    </fieldset>
  );
}
