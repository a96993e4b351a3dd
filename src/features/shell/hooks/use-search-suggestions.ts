import { useCallback, useEffect, useRef, useState } from "react";
import type { SearchSuggestion } from "@/domain/product";
import { queryWords } from "@/domain/search-text";
import { useDebouncedCallback } from "@/lib/use-debounced-callback";

/**
 * The suggestions' request and their options' rendering: no first screen needs them, so they are
 * fetched when the box is first focused or typed in (design-notes.md, "JavaScript before
 * interaction"), once per page, and again after a failed load.
 */
function loadSuggestionsCode() {
  return Promise.all([
    import("@/features/shell/api/search-suggestions-api"),
    import("@/features/shell/components/search-suggestion-options"),
  ]);
}
let suggestionsCode: ReturnType<typeof loadSuggestionsCode> | null = null;
function suggestionsCodeLoaded(): ReturnType<typeof loadSuggestionsCode> {
  if (!suggestionsCode) {
    const loading = loadSuggestionsCode();
    suggestionsCode = loading;
    loading.catch(() => {
      if (suggestionsCode === loading) suggestionsCode = null;
    });
  }
  return suggestionsCode;
}

type OptionsComponent = Awaited<ReturnType<typeof loadSuggestionsCode>>[1]["SuggestionOptions"];

/** Typing must pause this long before the box asks for suggestions. */
export const SUGGESTIONS_DEBOUNCE_MS = 250;

/** The suggestions for one text, kept together so the highlight matches what was asked. */
export interface Suggestions {
  text: string;
  items: SearchSuggestion[];
}

export interface SearchSuggestionsState {
  suggestions: Suggestions | null;
  /** The listbox's options, once their code has loaded (always before the first suggestions). */
  Options: OptionsComponent | null;
  /** Starts loading the suggestions' code (the box has the focus). */
  prepare(): void;
  /** The text changed: the request in flight is dropped, a new one goes out once typing pauses. */
  request(text: string): void;
  /** Forget the suggestions and any request (a suggestion was chosen, or the search sent). */
  clear(): void;
}

/** GET /api/search-suggestions?q= for the header's search box. */
export function useSearchSuggestions(): SearchSuggestionsState {
  const [suggestions, setSuggestions] = useState<Suggestions | null>(null);
  const [Options, setOptions] = useState<OptionsComponent | null>(null);
  const inFlight = useRef<AbortController | null>(null);

  const prepare = useCallback(() => {
    suggestionsCodeLoaded().then(
      ([, { SuggestionOptions }]) => setOptions(() => SuggestionOptions),
      // Asked again with the first request.
      () => {},
    );
  }, []);

  const abort = useCallback(() => {
    inFlight.current?.abort();
    inFlight.current = null;
  }, []);

  useEffect(() => abort, [abort]);

  const load = useDebouncedCallback((text: string) => {
    if (queryWords(text).length === 0) return;
    const controller = new AbortController();
    inFlight.current = controller;
    suggestionsCodeLoaded()
      .then(([{ fetchSearchSuggestions }, { SuggestionOptions }]) => {
        setOptions(() => SuggestionOptions);
        return fetchSearchSuggestions(text, controller.signal);
      })
      .then((items) => {
        if (!controller.signal.aborted) setSuggestions({ text, items });
      })
      // Suggestions are a help, not the search: when they fail the box simply offers none.
      .catch(() => {
        if (!controller.signal.aborted) setSuggestions({ text, items: [] });
      })
      .finally(() => {
        if (inFlight.current === controller) inFlight.current = null;
      });
  }, SUGGESTIONS_DEBOUNCE_MS);

  const request = useCallback(
    (text: string) => {
      abort();
      if (queryWords(text).length === 0) setSuggestions(null);
      load(text);
    },
    [abort, load],
  );

  const clear = useCallback(() => {
    abort();
    setSuggestions(null);
  }, [abort]);

  return { suggestions, Options, prepare, request, clear };
}
