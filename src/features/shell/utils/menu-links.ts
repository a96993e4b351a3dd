/**
 * Where the menus lead (the catalogue URL contract): desktop and footer entries go to
 * /filter-side, the small-screen menu to the /{group}/{subcategory} routes of SPEC.md section 2.
 */
import type { Category, Subcategory } from "@/domain/catalogue";
import { groupListingPath, subcategoryListingPath } from "@/domain/listing-paths";

export function categoryHref(category: Pick<Category, "id">): string {
  return groupListingPath(category.id);
}

export function subcategoryHref(subcategory: Pick<Subcategory, "id">): string {
  return `/filter-side?subcat=${subcategory.id}`;
}

export function mobileSubcategoryHref(
  category: Pick<Category, "slug">,
  subcategory: Pick<Subcategory, "slug">,
): string {
  return subcategoryListingPath(category, subcategory);
}

export function searchHref(query: string): string {
  return `/search?q=${encodeURIComponent(query)}`;
}
