import { CategoriesResponseSchema, type Category } from "../../../domain/catalogue";
import type { ApiError } from "../../../lib/api-client";
import { useApiQuery } from "../../../lib/use-api-query";

export type CategoriesState =
  | { status: "loading" }
  | { status: "loaded"; categories: Category[] }
  | { status: "error"; message: string };

/** SPEC.md section 8: 'Error fetching categories: {status}', shown as 'Error: ...'. */
function describeFailure(error: ApiError): string {
  if (error.code === "invalid_response") return "Error fetching categories: invalid response";
  if (error.status > 0) return `Error fetching categories: ${error.status}`;
  return "Error fetching categories: network error";
}

/** The category tree; cached by useApiQuery, so every screen that needs it shares one request. */
export function useCategories(): CategoriesState {
  const query = useApiQuery("/api/categories", CategoriesResponseSchema);
  if (query.status === "loading") return query;
  if (query.status === "error") return { status: "error", message: describeFailure(query.error) };
  return { status: "loaded", categories: query.data.categories };
}
