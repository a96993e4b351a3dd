import { CategoriesResponseSchema, type CategoriesResponse } from "@/domain/catalogue";
import { useApiQuery, type QueryState } from "@/lib/use-api-query";

export type MenuCategoriesState = QueryState<CategoriesResponse>;

/** GET /api/categories for the header menus, the small-screen menu and the footer. */
export function useMenuCategories(): MenuCategoriesState {
  return useApiQuery("/api/categories", CategoriesResponseSchema);
}
