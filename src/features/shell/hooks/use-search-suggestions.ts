import { useCallback, useEffect, useRef, useState } from "react";
import { searchText, SearchSuggestionsResponseSchema, type SearchSuggestion } from "@/domain/product";
import { queryWords } from "@/domain/product-filters";
import { apiGet } from "@/lib/api-client";
import { useDebouncedCallback } from "@/lib/use-debounced-callback";

/** Typing must pause this long before the box asks for suggestions. */
export const SUGGESTIONS_DEBOUNCE_MS = 250;

/** The suggestions for one text, kept together so the highlight matches what was asked. */
export interface Suggestions {
  text: string;
  items: SearchSuggestion[];
}

export interface SearchSuggestionsState {
  suggestions: Suggestions | null;
  /** The text changed: the request in flight is dropped, a new one goes out once typing pauses. */
  request(text: string): void;
  /** Forget the suggestions and any request (a suggestion was chosen, or the search sent). */
  clear(): void;
}

/** GET /api/search-suggestions?q= for the header's search box. */
export function useSearchSuggestions(): SearchSuggestionsState {
  const [suggestions, setSuggestions] = useState<Suggestions | null>(null);
  const inFlight = useRef<AbortController | null>(null);

  const abort = useCallback(() => {
    inFlight.current?.abort();
    inFlight.current = null;
  }, []);

  useEffect(() => abort, [abort]);

  const load = useDebouncedCallback((text: string) => {
    if (queryWords(text).length === 0) return;
    const controller = new AbortController();
    inFlight.current = controller;
    apiGet(`/api/search-suggestions?q=${encodeURIComponent(searchText(text))}`, SearchSuggestionsResponseSchema, {
      signal: controller.signal,
    })
      .then(({ suggestions: items }) => {
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

  return { suggestions, request, clear };
}
