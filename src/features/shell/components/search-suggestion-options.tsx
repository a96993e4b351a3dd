import type { SearchSuggestion } from "@/domain/product";
import { highlightMatch } from "@/features/shell/utils/highlight-match";

function Highlighted({ label, text }: { label: string; text: string }) {
  return highlightMatch(label, text).map((part, index) =>
    part.match ? <mark key={index}>{part.text}</mark> : part.text,
  );
}

interface SuggestionOptionsProps {
  items: SearchSuggestion[];
  /** The words the suggestions were asked for, marked in each label. */
  text: string;
  active: number | null;
  optionId: (index: number) => string;
  onChoose: (suggestion: SearchSuggestion) => void;
}

/**
 * The options of the search box's listbox (search-box.tsx), with the words asked for marked.
 * Loaded with the suggestions' request (use-search-suggestions.ts): no page shows them before
 * the shopper types.
 */
export function SuggestionOptions({ items, text, active, optionId, onChoose }: SuggestionOptionsProps) {
  return items.map((suggestion, index) => (
    // The keyboard works through the combobox (aria-activedescendant), not the options.
    <li
      key={suggestion.href}
      id={optionId(index)}
      className="search-box__option"
      role="option"
      aria-selected={index === active}
      onClick={() => onChoose(suggestion)}
    >
      <Highlighted label={suggestion.label} text={text} />
    </li>
  ));
}
