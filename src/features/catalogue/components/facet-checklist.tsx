import { useId, useState } from "react";
import type { ProductFacets } from "@/domain/product";
import { groupSizes } from "@/domain/size-groups";
import { useDomainMessage } from "@/lib/i18n/domain-messages";
import { useI18n } from "@/lib/i18n/i18n-context";
import { useOptionLabel } from "@/lib/i18n/option-label";

type FacetValue = ProductFacets["sizes"][number];

/** Values shown before "Show all": a catalogue's facet can hold a hundred and more (issue 29). */
export const FIRST_FACET_VALUES = 12;

interface ValueGroup {
  /** Null for a facet shown as one list. */
  label: string | null;
  values: FacetValue[];
}

/** A chosen value stays listed (count 0) even when the other filters leave none of it. */
function withChosen(values: readonly FacetValue[], chosen: readonly string[]): FacetValue[] {
  const listed = new Set(values.map((entry) => entry.value));
  return [...values, ...chosen.filter((value) => !listed.has(value)).map((value) => ({ value, count: 0 }))];
}

/** The first `count` values, in order, and the rest; a group cut in two is named in both parts. */
function splitAfter(groups: readonly ValueGroup[], count: number): { first: ValueGroup[]; rest: ValueGroup[] } {
  const first: ValueGroup[] = [];
  const rest: ValueGroup[] = [];
  let left = count;
  for (const group of groups) {
    const head = group.values.slice(0, left);
    const tail = group.values.slice(head.length);
    left -= head.length;
    if (head.length > 0) first.push({ label: group.label, values: head });
    if (tail.length > 0) rest.push({ label: group.label, values: tail });
  }
  return { first, rest };
}

function toggled(list: readonly string[], value: string, on: boolean): string[] {
  return on ? [...list, value] : list.filter((entry) => entry !== value);
}

interface FacetChecklistProps {
  legend: string;
  /** The URL parameter a submission without script sends each ticked value in. */
  name: "sizes" | "colors";
  values: readonly FacetValue[];
  chosen: readonly string[];
  /** Sizes: by kind (clothing, shoes, age...), each kind in its natural order (src/domain/size-groups.ts). */
  grouped?: boolean;
  onChange: (next: string[]) => void;
}

/**
 * One facet's checkboxes with their counts: the first FIRST_FACET_VALUES, the rest behind "Show all
 * N" (a <details>, so it opens without script too, and starts open when it holds a chosen value),
 * and for a longer list a box that narrows it by what is typed (shown once the page has hydrated,
 * catalogue.css, since it needs script).
 */
export function FacetChecklist({ legend, name, values, chosen, grouped = false, onChange }: FacetChecklistProps) {
  const id = useId();
  const { t } = useI18n();
  const wordKind = useDomainMessage();
  const labelOf = useOptionLabel();
  const [query, setQuery] = useState("");
  const listed = withChosen(values, chosen);
  if (listed.length === 0) return null;

  const words = query.trim().toLowerCase();
  const matching =
    words === "" ? listed : listed.filter((entry) => labelOf(entry.value).text.toLowerCase().includes(words));
  const groups: ValueGroup[] = grouped ? groupSizes(matching) : [{ label: null, values: matching }];
  // While narrowing, every match shows: the shopper asked for them.
  const { first, rest } = words === "" ? splitAfter(groups, FIRST_FACET_VALUES) : { first: groups, rest: [] };
  const restHoldsChosen = rest.some((group) => group.values.some((entry) => chosen.includes(entry.value)));

  function options(part: readonly ValueGroup[], partName: string) {
    return part.map((group, index) => {
      const list = (
        <ul
          className="facet__options"
          aria-labelledby={group.label === null ? undefined : `${id}-${partName}-${index}`}
        >
          {group.values.map(({ value, count }) => {
            const label = labelOf(value);
            return (
              <li key={value}>
                <label className="facet__option">
                  <input
                    type="checkbox"
                    name={name}
                    value={value}
                    aria-label={t("listing.valueCount", { value: label.text, count })}
                    checked={chosen.includes(value)}
                    onChange={(event) => onChange(toggled(chosen, value, event.target.checked))}
                  />
                  <span lang={label.lang}>{label.text}</span>{" "}
                  <span className="facet__count" aria-hidden="true">{`(${count})`}</span>
                </label>
              </li>
            );
          })}
        </ul>
      );
      if (group.label === null) return <div key="all">{list}</div>;
      return (
        <div key={`${group.label}-${index}`} className="facet__group">
          <p className="facet__group-title" id={`${id}-${partName}-${index}`}>
            {wordKind(group.label)}
          </p>
          {list}
        </div>
      );
    });
  }

  return (
    <fieldset className="filter-section facet">
      <legend className="filter-section__title">{legend}</legend>
      {listed.length > FIRST_FACET_VALUES && (
        <input
          type="search"
          className="facet__search"
          placeholder={t("listing.filterValues", { name })}
          aria-label={t("listing.filterValues", { name })}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          // Enter would submit the filter form with whatever is ticked; here it only narrows.
          onKeyDown={(event) => event.key === "Enter" && event.preventDefault()}
        />
      )}
      {options(first, "first")}
      {matching.length === 0 && <p className="facet__none">{t("listing.noValues", { name, query: query.trim() })}</p>}
      {rest.length > 0 && (
        <details className="facet__more" open={restHoldsChosen || undefined}>
          <summary className="facet__more-toggle">
            <span className="facet__more-open">{t("listing.showAll", { count: listed.length })}</span>
            <span className="facet__more-close">{t("listing.showFewer")}</span>
          </summary>
          {options(rest, "rest")}
        </details>
      )}
    </fieldset>
  );
}
