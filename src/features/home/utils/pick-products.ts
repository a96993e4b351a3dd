/**
 * What the home carousels show, derived from the header groups the page already has (no extra
 * request): every product appears once, in a stable order.
 */
import type { HeaderGroupCards, ProductCardData } from "@/domain/product";
import { discountPercent } from "@/domain/product-badges";

export const TOP_DEALS_COUNT = 12;
export const RECOMMENDED_COUNT = 10;

function uniqueProducts(groups: readonly HeaderGroupCards[]): ProductCardData[] {
  const seen = new Set<number>();
  const products: ProductCardData[] = [];
  for (const product of groups.flatMap((group) => group.products)) {
    if (seen.has(product.id)) continue;
    seen.add(product.id);
    products.push(product);
  }
  return products;
}

function percentOff(product: ProductCardData): number {
  return discountPercent(product.originalPrice, product.discountPrice);
}

/** The biggest discounts first (SPEC.md section 9 badge), ties broken by id so the row is stable. */
export function pickTopDeals(groups: readonly HeaderGroupCards[], count = TOP_DEALS_COUNT): ProductCardData[] {
  return uniqueProducts(groups)
    .filter((product) => percentOff(product) > 0)
    .sort((a, b) => percentOff(b) - percentOff(a) || a.id - b.id)
    .slice(0, count);
}

/**
 * Well rated products that are not already in top deals: rating first, then how many people
 * rated it (a 5 from thousands beats a 5 from a handful).
 */
export function pickRecommended(
  groups: readonly HeaderGroupCards[],
  exclude: readonly ProductCardData[] = [],
  count = RECOMMENDED_COUNT,
): ProductCardData[] {
  const excluded = new Set(exclude.map((product) => product.id));
  return uniqueProducts(groups)
    .filter((product) => !excluded.has(product.id))
    .sort((a, b) => b.rating - a.rating || b.ratings - a.ratings || a.id - b.id)
    .slice(0, count);
}

export interface GroupLink {
  to: string;
  /** The one category of all the group's products, which the link names; null for the whole catalogue. */
  category: string | null;
}

/**
 * Where a group's "Shop all" link goes: the category page when every product of the group is in
 * one category (e.g. "Best of Men"), otherwise the whole catalogue.
 */
export function groupLink(group: HeaderGroupCards): GroupLink {
  const first = group.products[0];
  const categoryId = first?.categoryId ?? null;
  if (first && categoryId !== null && group.products.every((product) => product.categoryId === categoryId)) {
    return { to: `/filter-side?cat=${categoryId}`, category: first.category };
  }
  return { to: "/all-product", category: null };
}
