import { pathWithoutLocale } from "@domain/locale";
import { useI18n } from "@/lib/i18n/i18n-context";
import { useEffect, useId, useState, type FormEvent, type KeyboardEvent } from "react";
import { useLocation, useNavigate } from "react-router";
import type { SearchSuggestion } from "@/domain/product";
import { searchText } from "@/domain/search-text";
import { useSearchSuggestions, type Suggestions } from "@/features/shell/hooks/use-search-suggestions";
import { searchHref } from "@/features/shell/utils/menu-links";
import { SearchIcon } from "./icons";

/** The query the address bar holds on /search (in either language); elsewhere the box starts empty. */
function queryOf(pathname: string, search: string): string {
  return pathWithoutLocale(pathname).toLowerCase() === "/search" ? (new URLSearchParams(search).get("q") ?? "") : "";
}

/**
 * The header search box. Enter goes to /search?q={query} with the query trimmed and URL-encoded
 * (SPEC.md section 2; searchText also cuts it to what the search reads); a blank query does
 * nothing. The box follows the q of the address bar, so back and forward between searches show
 * the right words; leaving /search empties it.
 *
 * It is also a combobox with a list of suggestions (WAI-ARIA 1.2 combobox pattern, list
 * autocomplete): focus stays in the box while the arrow keys move the active option, Enter
 * opens that option (with none active it searches as above), Escape closes the list and a
 * second Escape empties the box.
 */
export function SearchBox() {
  const navigate = useNavigate();
  const location = useLocation();
  const { t, path } = useI18n();
  const [query, setQuery] = useState(() => queryOf(location.pathname, location.search));
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState<number | null>(null);
  const { suggestions, Options, prepare, request, clear } = useSearchSuggestions();
  // New suggestions start with no active option.
  const [activeIn, setActiveIn] = useState<Suggestions | null>(suggestions);
  if (activeIn !== suggestions) {
    setActiveIn(suggestions);
    setActive(null);
  }
  // Every navigation, not only a changed q, resets the box to the words of the page it opens.
  const [syncedKey, setSyncedKey] = useState(location.key);
  if (syncedKey !== location.key) {
    setSyncedKey(location.key);
    setQuery(queryOf(location.pathname, location.search));
    setOpen(false);
  }
  const listboxId = useId();
  const optionId = (index: number) => `${listboxId}-${index}`;
  const items = suggestions?.items ?? [];
  const expanded = open && items.length > 0;

  // Back and forward change the address bar before the router renders the page (a search screen
  // that is still loading can hold that render back), so the box follows the history directly.
  useEffect(() => {
    function onPopState() {
      setQuery(queryOf(window.location.pathname, window.location.search));
      setOpen(false);
    }
    window.addEventListener("popstate", onPopState);
    return () => window.removeEventListener("popstate", onPopState);
  }, []);

  function change(text: string) {
    setQuery(text);
    setOpen(true);
    request(text);
  }

  function choose(suggestion: SearchSuggestion) {
    setOpen(false);
    clear();
    navigate(suggestion.href);
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const text = searchText(query);
    if (text === "") return;
    setOpen(false);
    clear();
    navigate(path(searchHref(text)));
  }

  /** Moves the active option by `step`, wrapping; a closed list opens on its first or last. */
  function move(event: KeyboardEvent<HTMLInputElement>, step: 1 | -1) {
    // Suggestions for other words (the box was emptied or the page changed) are not offered.
    if (items.length === 0 || suggestions?.text !== query) return;
    event.preventDefault();
    setOpen(true);
    const from = expanded ? active : null;
    const first = step === 1 ? 0 : items.length - 1;
    setActive(from === null ? first : (from + step + items.length) % items.length);
  }

  function keyDown(event: KeyboardEvent<HTMLInputElement>) {
    switch (event.key) {
      case "ArrowDown":
        move(event, 1);
        break;
      case "ArrowUp":
        move(event, -1);
        break;
      case "Enter": {
        const suggestion = expanded && active !== null ? items[active] : undefined;
        if (suggestion) {
          event.preventDefault();
          choose(suggestion);
        }
        break;
      }
      case "Escape":
        // Handled here either way: the browser's own Escape would empty a search field at once.
        event.preventDefault();
        if (expanded) {
          setOpen(false);
          setActive(null);
        } else if (query !== "") {
          change("");
        }
        break;
    }
  }

  return (
    // A GET form to /search, so Enter works the same way before the page runs and without script.
    <form
      className="search-box"
      role="search"
      aria-label={t("searchForm")}
      action={path("/search")}
      method="get"
      onSubmit={submit}
    >
      <label className="visually-hidden" htmlFor="site-search">
        {t("searchLabel")}
      </label>
      <input
        id="site-search"
        className="search-box__input"
        type="search"
        name="q"
        role="combobox"
        aria-expanded={expanded}
        aria-controls={listboxId}
        aria-autocomplete="list"
        aria-activedescendant={expanded && active !== null ? optionId(active) : undefined}
        value={query}
        onChange={(event) => change(event.target.value)}
        onKeyDown={keyDown}
        onFocus={prepare}
        onBlur={() => setOpen(false)}
        placeholder={t("searchPlaceholder")}
        autoComplete="off"
        enterKeyHint="search"
        maxLength={200}
      />
      <button type="submit" className="search-box__button" aria-label={t("searchButton")}>
        <SearchIcon />
      </button>
      {/* Pressing on the list must not take the focus out of the box (that would close it). */}
      <ul
        id={listboxId}
        className="search-box__listbox"
        role="listbox"
        aria-label={t("searchSuggestions")}
        hidden={!expanded}
        onMouseDown={(event) => event.preventDefault()}
      >
        {expanded && Options && (
          <Options items={items} text={suggestions?.text ?? ""} active={active} optionId={optionId} onChoose={choose} />
        )}
      </ul>
      <p className="visually-hidden" role="status">
        {expanded ? t("suggestionCount", { count: items.length }) : ""}
      </p>
    </form>
  );
}
