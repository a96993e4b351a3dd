/**
 * The catalogue's category tree as the app sees it, shared by the functions (which build it from
 * the shop API's vendor shapes) and the SPA (which validates what /api/categories returns).
 */
import * as v from "valibot";

const IdSchema = v.pipe(v.number(), v.integer(), v.minValue(1));

export const SubcategorySchema = v.object({
  id: IdSchema,
  name: v.pipe(v.string(), v.nonEmpty()),
  slug: v.string(),
  /** Absolute image URL, or null when the supplier has no image (show a placeholder). */
  imageUrl: v.nullable(v.string()),
});
export type Subcategory = v.InferOutput<typeof SubcategorySchema>;

export const CategorySchema = v.object({
  id: IdSchema,
  name: v.pipe(v.string(), v.nonEmpty()),
  slug: v.string(),
  subcategories: v.array(SubcategorySchema),
});
export type Category = v.InferOutput<typeof CategorySchema>;

/** Body of GET /api/categories. */
export const CategoriesResponseSchema = v.object({
  categories: v.array(CategorySchema),
});
export type CategoriesResponse = v.InferOutput<typeof CategoriesResponseSchema>;

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
