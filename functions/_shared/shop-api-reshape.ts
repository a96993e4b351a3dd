/**
 * Pure functions turning the shop API's vendor shapes into the app's own types (src/domain).
 * This is the only place that knows `category_desc`, `Subcategories` and friends.
 */
import type { Category, Subcategory } from "../../src/domain/catalogue";
import { productImageUrl } from "../../src/domain/images";
import { slugify } from "../../src/domain/slug";
import type { VendorCategory, VendorSubcategory } from "./shop-api-schemas";

export interface ReshapeOptions {
  imageHost: string;
}

export function reshapeSubcategory(raw: VendorSubcategory, options: ReshapeOptions): Subcategory {
  return {
    id: raw.subcategory_id,
    name: raw.subcategory_desc,
    slug: raw.slug?.trim() || slugify(raw.subcategory_desc),
    imageUrl: productImageUrl(options.imageHost, raw.cosubcategory_image ?? ""),
  };
}

export function reshapeCategory(raw: VendorCategory, options: ReshapeOptions): Category {
  return {
    id: raw.category_id,
    name: raw.category_desc,
    slug: raw.slug?.trim() || slugify(raw.category_desc),
    subcategories: (raw.Subcategories ?? []).map((sub) => reshapeSubcategory(sub, options)),
  };
}

export function reshapeCategories(raw: readonly VendorCategory[], options: ReshapeOptions): Category[] {
  return raw.map((category) => reshapeCategory(category, options));
}
