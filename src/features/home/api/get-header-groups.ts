import { HeaderGroupsResponseSchema, type HeaderGroupsResponse } from "@/domain/product";
import { useApiQuery, type QueryState } from "@/lib/use-api-query";

export const HEADER_GROUPS_PATH = "/api/header-groups";

export type HeaderGroupsState = QueryState<HeaderGroupsResponse>;

/**
 * The home page's product data: one request whose answer feeds top deals, the grouped lists and
 * the recommendations, so the page never asks for the same groups twice.
 */
export function useHeaderGroups(): HeaderGroupsState {
  return useApiQuery(HEADER_GROUPS_PATH, HeaderGroupsResponseSchema);
}
