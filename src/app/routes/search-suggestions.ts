import type { Route } from "./+types/search-suggestions";
import { fetchSearchSuggestions } from "@/features/shell/api/search-suggestions-api";
import type { Suggestions } from "@/features/shell/hooks/use-search-suggestions";

/**
 * The header search box's suggestions for `?q=`, read by the box's fetcher (decision 025) once
 * typing pauses; the next words' read aborts this one. A resource route with a client loader
 * only: no page, and its module loads with the first read, not with the page.
 */
export async function clientLoader({ request }: Route.ClientLoaderArgs): Promise<Suggestions> {
  const text = new URL(request.url).searchParams.get("q") ?? "";
  try {
    return { text, items: await fetchSearchSuggestions(text, request.signal) };
  } catch (error) {
    if (request.signal.aborted) throw error;
    // Suggestions are a help, not the search: when they fail the box simply offers none.
    return { text, items: [] };
  }
}

/** Suggestions belong to the words typed: no write on the page, and no Retry, asks for them again. */
export function shouldRevalidate() {
  return false;
}
