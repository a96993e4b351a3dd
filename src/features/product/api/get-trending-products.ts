import { HeaderGroupsResponseSchema, type Product } from "@/domain/product";
import { useApiQuery, type QueryState } from "@/lib/use-api-query";

export const TRENDING_GROUP_NAME = "Trending Now";

/** The home page's 'Trending Now' group (GET /api/header-groups), or its first group. */
export function useTrendingProducts(): QueryState<Product[]> {
  const query = useApiQuery("/api/header-groups", HeaderGroupsResponseSchema);
  if (query.status !== "loaded") return query;
  const groups = query.data.groups;
  const group = groups.find((candidate) => candidate.name === TRENDING_GROUP_NAME) ?? groups[0];
  return { status: "loaded", data: group?.products ?? [] };
}
