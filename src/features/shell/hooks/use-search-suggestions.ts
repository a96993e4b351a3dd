import { useCallback, useState } from "react";
import { useFetcher } from "react-router";
import type { SearchSuggestion } from "@/domain/product";
import { queryWords } from "@/domain/search-text";
import { useDebouncedCallback } from "@/lib/use-debounced-callback";

/**
 * The options' rendering: no first screen needs it, so it is loaded when the box is first focused
 * or typed in (design-notes.md, "JavaScript before interaction"), once per page, and again after a
 * failed load. The request's code is its route's module, which React Router loads on the first read.
 */
function loadOptionsCode() {
  return import("@/features/shell/components/search-suggestion-options");
}
let optionsCode: ReturnType<typeof loadOptionsCode> | null = null;
function optionsCodeLoaded(): ReturnType<typeof loadOptionsCode> {
  if (!optionsCode) {
    const loading = loadOptionsCode();
    optionsCode = loading;
    loading.catch(() => {
      if (optionsCode === loading) optionsCode = null;
    });
  }
  return optionsCode;
}

type OptionsComponent = Awaited<ReturnType<typeof loadOptionsCode>>["SuggestionOptions"];

/** Typing must pause this long before the box asks for suggestions. */
export const SUGGESTIONS_DEBOUNCE_MS = 250;

/** Where the suggestions are read: the resource route whose clientLoader asks the API. */
export const SEARCH_SUGGESTIONS_ROUTE = "/search-suggestions";

/** The suggestions for one text, kept together so the highlight matches what was asked. */
export interface Suggestions {
  text: string;
  items: SearchSuggestion[];
}

export interface SearchSuggestionsState {
  suggestions: Suggestions | null;
  /** The listbox's options, once their code has loaded (always before the first suggestions). */
  Options: OptionsComponent | null;
  /** Starts loading the options' code (the box has the focus). */
  prepare(): void;
  /** The text changed: the read in flight is dropped, a new one goes out once typing pauses. */
  request(text: string): void;
  /** Forget the suggestions and any read (a suggestion was chosen, or the search sent). */
  clear(): void;
}

/** The header search box's suggestions, read by a fetcher of their route's loader. */
export function useSearchSuggestions(): SearchSuggestionsState {
  const fetcher = useFetcher<Suggestions>();
  // What the list shows stays while the next words are asked for; a dropped read forgets nothing.
  const [suggestions, setSuggestions] = useState<Suggestions | null>(null);
  const [answer, setAnswer] = useState(fetcher.data);
  if (fetcher.data !== answer) {
    setAnswer(fetcher.data);
    if (fetcher.data) setSuggestions(fetcher.data);
  }
  const [Options, setOptions] = useState<OptionsComponent | null>(null);
  const { load, reset, state } = fetcher;

  const prepare = useCallback(() => {
    optionsCodeLoaded().then(
      ({ SuggestionOptions }) => setOptions(() => SuggestionOptions),
      // Asked again with the first read.
      () => {},
    );
  }, []);

  const read = useDebouncedCallback((text: string) => {
    if (queryWords(text).length === 0) return;
    prepare();
    // URLSearchParams writes a lone surrogate as U+FFFD, where encodeURIComponent throws.
    void load(`${SEARCH_SUGGESTIONS_ROUTE}?${new URLSearchParams({ q: text })}`);
  }, SUGGESTIONS_DEBOUNCE_MS);

  const request = useCallback(
    (text: string) => {
      if (state !== "idle") reset();
      if (queryWords(text).length === 0) setSuggestions(null);
      read(text);
    },
    [state, reset, read],
  );

  const clear = useCallback(() => {
    reset();
    setSuggestions(null);
  }, [reset]);

  return { suggestions, Options, prepare, request, clear };
}
