/**
 * The catalogue's listing paths, apart from the category tree's schemas (catalogue.ts): the page
 * frame's menus build their links with these, and a module the frame imports brings everything
 * of it any page uses, its schemas' validation library among them.
 */
import type { Category, Subcategory } from "./catalogue";

/**
 * The canonical path of a listing (issue 26, [decision 017](../../docs/decisions/017-one-canonical-url-per-listing.md)):
 * a subcategory's is its readable path (/women/sarees), never /filter-side?subcat=9 nor /baby-care;
 * a group, which has no readable path, is /filter-side?cat=2. Breadcrumbs, links, the sitemap and
 * every page's <link rel="canonical"> take it from here.
 */
export function listingPath(
  group: Pick<Category, "id" | "slug">,
  subcategory: Pick<Subcategory, "slug"> | null = null,
): string {
  return subcategory ? subcategoryListingPath(group, subcategory) : groupListingPath(group.id);
}

/** A subcategory's listing: its readable path, /{group}/{subcategory}. */
export function subcategoryListingPath(group: Pick<Category, "slug">, subcategory: Pick<Subcategory, "slug">): string {
  return `/${group.slug}/${subcategory.slug}`;
}

/** A group's listing: the catalogue screen chosen on the group, the one path it has. */
export function groupListingPath(groupId: number): string {
  return `/filter-side?cat=${groupId}`;
}

export interface ProductListingPaths {
  group: string | null;
  subcategory: string | null;
}

/**
 * The listings a product sits in, for its links and breadcrumbs: the subcategory's readable path
 * when the tree names it, else the catalogue's link by id (whose canonical URL is that path).
 */
export function productListingPaths(
  categories: readonly Category[],
  product: { categoryId: number | null; subcategoryId: number | null },
): ProductListingPaths {
  const group = categories.find((candidate) => candidate.id === product.categoryId);
  const subcategory = group?.subcategories.find((candidate) => candidate.id === product.subcategoryId);
  return {
    group: product.categoryId === null ? null : groupListingPath(product.categoryId),
    subcategory:
      group && subcategory
        ? listingPath(group, subcategory)
        : product.subcategoryId === null
          ? null
          : `/filter-side?subcat=${product.subcategoryId}`,
  };
}
