import type { HeaderGroup, Product } from "@/domain/product";

export const TRENDING_GROUP_NAME = "Trending Now";

/** The 'Trending Now' group's products, or the first group's when the shop has none by that name. */
export function pickTrending(groups: readonly HeaderGroup[]): Product[] {
  const group = groups.find((candidate) => candidate.name === TRENDING_GROUP_NAME) ?? groups[0];
  return group?.products ?? [];
}
