import { searchText, SearchSuggestionsResponseSchema, type SearchSuggestion } from "@/domain/product";
import { apiGet } from "@/lib/api-client";
import { inPageLocale } from "@/lib/products-by-id";

/**
 * GET /api/search-suggestions?q= for the header's search box, read by the clientLoader of
 * routes/search-suggestions.ts: with its schema, it loads with that route's module on the first
 * read, not with the page.
 */
export async function fetchSearchSuggestions(text: string, signal: AbortSignal): Promise<SearchSuggestion[]> {
  const path = inPageLocale(`/api/search-suggestions?q=${encodeURIComponent(searchText(text))}`);
  return (await apiGet(path, SearchSuggestionsResponseSchema, { signal })).suggestions;
}
