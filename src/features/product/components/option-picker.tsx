import type { CSSProperties } from "react";
import { useI18n } from "@/lib/i18n/i18n-context";
import { useOptionLabel } from "@/lib/i18n/option-label";
import { colourSwatch } from "@/features/product/utils/colour-swatch";

interface OptionPickerProps {
  legend: string;
  name: string;
  options: string[];
  value: string;
  onChange: (value: string) => void;
  /** Show a dot of each colour beside its name. */
  swatches?: boolean;
}

/**
 * A size or colour choice: native radio buttons (arrow keys move between them, the group is one
 * tab stop) drawn as chips. The chosen value is named in the legend, so it is read out too.
 */
export function OptionPicker({ legend, name, options, value, onChange, swatches = false }: OptionPickerProps) {
  const { t } = useI18n();
  const labelOf = useOptionLabel();
  const chosen = labelOf(value);
  return (
    <fieldset className="option-picker">
      <legend className="option-picker__legend">
        {t("product.chosen", { legend })}{" "}
        <span className="option-picker__value" lang={chosen.lang}>
          {chosen.text}
        </span>
      </legend>
      <div className="option-picker__options">
        {options.map((option) => {
          const swatch = swatches ? colourSwatch(option) : null;
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
                {swatch && (
                  <span
                    className="option-picker__swatch"
                    style={{ "--swatch": swatch } as CSSProperties}
                    aria-hidden="true"
                  />
                )}
                {label.text}
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
