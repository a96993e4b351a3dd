import { searchText, SearchSuggestionsResponseSchema, type SearchSuggestion } from "@/domain/product";
import { apiGet } from "@/lib/api-client";

/**
 * GET /api/search-suggestions?q= for the header's search box. A module of its own, with its
 * schema: loaded when the box is first focused or typed in (use-search-suggestions.ts), not with
 * the page.
 */
export async function fetchSearchSuggestions(text: string, signal: AbortSignal): Promise<SearchSuggestion[]> {
  const path = `/api/search-suggestions?q=${encodeURIComponent(searchText(text))}`;
  return (await apiGet(path, SearchSuggestionsResponseSchema, { signal })).suggestions;
}
