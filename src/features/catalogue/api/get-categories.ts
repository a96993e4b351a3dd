import { CategoriesResponseSchema, type Category } from "@/domain/catalogue";
import { useApiQuery } from "@/lib/use-api-query";
import { fetchFailureMessage } from "@/features/catalogue/utils/fetch-failure";

export type CategoriesState =
  { status: "loading" } | { status: "loaded"; categories: Category[] } | { status: "error"; message: string };

/** The category tree; cached by useApiQuery, so every screen that needs it shares one request. */
export function useCategories(): CategoriesState {
  const query = useApiQuery("/api/categories", CategoriesResponseSchema);
  if (query.status === "loading") return query;
  if (query.status === "error") return { status: "error", message: fetchFailureMessage("categories", query.error) };
  return { status: "loaded", categories: query.data.categories };
}
