/**
 * The shop API's own payload shapes (SPEC.md section 7), vendor field names and all. Only the
 * shop API client and its reshape functions use these: nothing past functions/_shared sees them.
 */
import * as v from "valibot";

/** Vendor ids arrive as numbers, and from some resellers as numeric strings. */
export const VendorIdSchema = v.union([
  v.pipe(v.number(), v.integer(), v.minValue(1)),
  v.pipe(v.string(), v.regex(/^[1-9]\d*$/), v.transform(Number)),
]);

export const VendorSubcategorySchema = v.object({
  subcategory_id: VendorIdSchema,
  subcategory_desc: v.pipe(v.string(), v.trim(), v.nonEmpty()),
  cosubcategory_image: v.optional(v.nullable(v.string()), null),
  slug: v.optional(v.string()),
});
export type VendorSubcategory = v.InferOutput<typeof VendorSubcategorySchema>;

export const VendorCategorySchema = v.object({
  category_id: VendorIdSchema,
  category_desc: v.pipe(v.string(), v.trim(), v.nonEmpty()),
  slug: v.optional(v.string()),
  // A category without subcategories may come back with the list missing or null.
  Subcategories: v.optional(v.nullable(v.array(VendorSubcategorySchema)), null),
});
export type VendorCategory = v.InferOutput<typeof VendorCategorySchema>;

/** The `{status: 'true', data: [...]}` envelope around list responses. */
export function vendorListEnvelope<TItem extends v.GenericSchema>(item: TItem) {
  return v.object({
    status: v.union([v.literal("true"), v.literal(true)]),
    message: v.optional(v.string()),
    data: v.array(item),
  });
}

export const GetAllCategoryResponseSchema = vendorListEnvelope(VendorCategorySchema);
