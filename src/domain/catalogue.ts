/**
 * The catalogue's category tree as the app sees it, shared by the functions (which build it from
 * the shop API's vendor shapes) and the SPA (which validates what /api/categories returns).
 */
import * as v from "valibot";
import { LOCALES } from "./locale";

const IdSchema = v.pipe(v.number(), v.integer(), v.minValue(1));

export const SubcategorySchema = v.object({
  id: IdSchema,
  name: v.pipe(v.string(), v.nonEmpty()),
  slug: v.string(),
  /** Absolute image URL, or null when the supplier has no image (show a placeholder). */
  imageUrl: v.nullable(v.string()),
  /** The language of `name` when it is not the one the page asked for (see Product's `lang`). */
  lang: v.optional(v.picklist(LOCALES)),
});
export type Subcategory = v.InferOutput<typeof SubcategorySchema>;

export const CategorySchema = v.object({
  id: IdSchema,
  name: v.pipe(v.string(), v.nonEmpty()),
  slug: v.string(),
  subcategories: v.array(SubcategorySchema),
  /** As a subcategory's `lang`. */
  lang: v.optional(v.picklist(LOCALES)),
});
export type Category = v.InferOutput<typeof CategorySchema>;

/** Body of GET /api/categories. */
export const CategoriesResponseSchema = v.object({
  categories: v.array(CategorySchema),
});
export type CategoriesResponse = v.InferOutput<typeof CategoriesResponseSchema>;
