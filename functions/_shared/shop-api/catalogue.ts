/**
 * The catalogue (shop-api/src/routes/catalogue.ts and GetProductsByIds): categories, products,
 * the header's groups and the reseller's logo, asked in the client's language.
 */
import * as v from "valibot";
import type { Category, Subcategory } from "@domain/catalogue";
import { productImageUrl, resellerLogoUrl } from "@domain/images";
import { DEFAULT_LOCALE, type Locale } from "@domain/locale";
import { paiseFromRupees, paiseToRupees, type Paise } from "@domain/money";
import type { HeaderGroup, Product } from "@domain/product";
import { slugify } from "@domain/slug";
import { orNull, READS, ShopApiError, type Transport } from "./transport";
import {
  langOf,
  TextOut,
  VendorCount,
  VendorIdSchema,
  VendorLang,
  vendorListEnvelope,
  VendorRupees,
  type ReshapeOptions,
} from "./vendor";

export const VendorSubcategorySchema = v.object({
  subcategory_id: VendorIdSchema,
  subcategory_desc: v.pipe(v.string(), v.trim(), v.nonEmpty()),
  cosubcategory_image: v.optional(v.nullable(v.string()), null),
  slug: v.optional(v.string()),
  lang: VendorLang,
});
export type VendorSubcategory = v.InferOutput<typeof VendorSubcategorySchema>;

export const VendorCategorySchema = v.object({
  category_id: VendorIdSchema,
  category_desc: v.pipe(v.string(), v.trim(), v.nonEmpty()),
  slug: v.optional(v.string()),
  // A category without subcategories may come back with the list missing or null.
  Subcategories: v.optional(v.nullable(v.array(VendorSubcategorySchema)), null),
  lang: VendorLang,
});
export type VendorCategory = v.InferOutput<typeof VendorCategorySchema>;

export const GetAllCategoryResponseSchema = vendorListEnvelope(VendorCategorySchema);

const StringList = v.pipe(
  v.optional(v.nullable(v.array(v.unknown())), []),
  v.transform((list) => (list ?? []).filter((item): item is string => typeof item === "string" && item.trim() !== "")),
);

const VendorColorImageSchema = v.object({
  color: v.pipe(v.string(), v.trim(), v.nonEmpty()),
  image: v.pipe(v.string(), v.trim(), v.nonEmpty()),
});

export const VendorProductSchema = v.object({
  id: VendorIdSchema,
  name: v.pipe(v.string(), v.trim(), v.nonEmpty()),
  category: TextOut,
  category_id: v.optional(v.nullable(VendorIdSchema), null),
  subcategory: TextOut,
  subcategory_id: v.optional(v.nullable(VendorIdSchema), null),
  image: TextOut,
  thumbnail: v.pipe(
    v.optional(v.nullable(v.array(v.union([v.string(), v.object({ CoImage: v.nullable(v.string()) })]))), []),
    v.transform((list) =>
      (list ?? [])
        .map((item) => (typeof item === "string" ? item : (item.CoImage ?? "")))
        .filter((name) => name.trim() !== ""),
    ),
  ),
  originalPrice: VendorRupees,
  discountPrice: VendorRupees,
  onSale: v.optional(v.union([v.boolean(), v.picklist([0, 1, "0", "1", "true", "false"])]), false),
  quantity: VendorCount,
  rating: v.optional(v.union([v.number(), v.pipe(v.string(), v.regex(/^\d+(\.\d+)?$/), v.transform(Number))]), 0),
  ratings: VendorCount,
  badge: TextOut,
  badge1: TextOut,
  searchText: TextOut,
  size: StringList,
  color: StringList,
  // Reference API extension (migration 0032): which picture shows which colour.
  color_images: v.pipe(
    v.optional(v.nullable(v.array(v.unknown())), []),
    v.transform((list) =>
      (list ?? []).flatMap((item) => {
        const entry = v.safeParse(VendorColorImageSchema, item);
        return entry.success ? [entry.output] : [];
      }),
    ),
  ),
  material: TextOut,
  description: TextOut,
  weight: TextOut,
  lang: VendorLang,
  category_lang: VendorLang,
});
export type VendorProduct = v.InferOutput<typeof VendorProductSchema>;
export const VendorProductListSchema = vendorListEnvelope(VendorProductSchema);

export const VendorHeaderGroupSchema = v.object({
  id: v.optional(VendorIdSchema),
  headername: v.pipe(v.string(), v.trim(), v.nonEmpty()),
  list_product: v.pipe(
    v.optional(v.nullable(v.array(VendorProductSchema)), []),
    v.transform((list) => list ?? []),
  ),
});
export type VendorHeaderGroup = v.InferOutput<typeof VendorHeaderGroupSchema>;
export const VendorHeaderGroupListSchema = vendorListEnvelope(VendorHeaderGroupSchema);

/** GET /api/GetProductUpdates (reference API extension): when each product's row last changed. */
export const VendorProductUpdateListSchema = vendorListEnvelope(
  v.object({ id: VendorIdSchema, updated_at: v.nullable(v.pipe(v.string(), v.isoTimestamp())) }),
);

export const VendorLogoListSchema = vendorListEnvelope(
  v.object({ logo: v.pipe(v.string(), v.trim(), v.nonEmpty()), name: TextOut }),
);

export function reshapeSubcategory(raw: VendorSubcategory, options: ReshapeOptions): Subcategory {
  return {
    id: raw.subcategory_id,
    name: raw.subcategory_desc,
    slug: raw.slug?.trim() || slugify(raw.subcategory_desc),
    imageUrl: productImageUrl(options.imageHost, raw.cosubcategory_image ?? ""),
    ...langOf(raw.lang, options),
  };
}

export function reshapeCategory(raw: VendorCategory, options: ReshapeOptions): Category {
  return {
    id: raw.category_id,
    name: raw.category_desc,
    slug: raw.slug?.trim() || slugify(raw.category_desc),
    subcategories: (raw.Subcategories ?? []).map((sub) => reshapeSubcategory(sub, options)),
    ...langOf(raw.lang, options),
  };
}

export function reshapeCategories(raw: readonly VendorCategory[], options: ReshapeOptions): Category[] {
  return raw.map((category) => reshapeCategory(category, options));
}

export function reshapeProduct(raw: VendorProduct, options: ReshapeOptions): Product {
  const categoryLang = langOf(raw.category_lang, options).lang;
  const files = [raw.image, ...raw.thumbnail].filter(
    (file, index, all) => file.trim() !== "" && all.indexOf(file) === index,
  );
  return {
    id: raw.id,
    name: raw.name,
    category: raw.category,
    categoryId: raw.category_id,
    subcategory: raw.subcategory,
    subcategoryId: raw.subcategory_id,
    imageUrl: productImageUrl(options.imageHost, raw.image),
    images: files.map((file) => productImageUrl(options.imageHost, file)).filter((url): url is string => url !== null),
    originalPrice: paiseFromRupees(raw.originalPrice),
    discountPrice: paiseFromRupees(raw.discountPrice),
    onSale: raw.onSale === true || raw.onSale === 1 || raw.onSale === "1" || raw.onSale === "true",
    stock: raw.quantity,
    rating: raw.rating,
    ratings: raw.ratings,
    badge: raw.badge,
    badge1: raw.badge1,
    searchText: raw.searchText,
    sizes: raw.size,
    colors: raw.color,
    ...colorImagesOf(raw, options),
    material: raw.material,
    description: raw.description,
    weight: raw.weight,
    ...langOf(raw.lang, options),
    ...(categoryLang === undefined ? {} : { categoryLang }),
  };
}

/** The colours' own pictures, of colours the product offers; absent when it has none. */
function colorImagesOf(raw: VendorProduct, options: ReshapeOptions): Pick<Product, "colorImages"> {
  const colorImages = raw.color_images.flatMap(({ color, image }) => {
    const url = raw.color.includes(color) ? productImageUrl(options.imageHost, image) : null;
    return url === null ? [] : [{ color, url }];
  });
  return colorImages.length === 0 ? {} : { colorImages };
}

export function reshapeHeaderGroup(raw: VendorHeaderGroup, index: number, options: ReshapeOptions): HeaderGroup {
  return {
    id: raw.id ?? index + 1,
    name: raw.headername,
    products: raw.list_product.map((product) => reshapeProduct(product, options)),
  };
}

/**
 * POST /api/GetProductsByIds (reference API extension): at most 100, in the order asked, in the
 * client's language or another one's (an email's, decided when it was written). The cart and the
 * orders name their lines with it.
 */
export async function getProductsByIds(
  shop: Transport,
  ids: readonly number[],
  asked: Locale = shop.locale,
): Promise<Product[]> {
  const body = await shop.call(
    "POST",
    "GetProductsByIds",
    VendorProductListSchema,
    asked === DEFAULT_LOCALE ? { ids } : { ids, locale: asked },
    READS,
  );
  return body.data.map((product) => reshapeProduct(product, { ...shop.images, locale: asked }));
}

export function catalogueCalls(shop: Transport) {
  const { call, images, localeBody, localePath } = shop;
  return {
    /** POST /api/GetAllCategory {} -> the category tree. */
    async getCategories(): Promise<Category[]> {
      const body = await call("POST", "GetAllCategory", GetAllCategoryResponseSchema, localeBody({}), READS);
      return reshapeCategories(body.data, images);
    },

    /** GET /api/GetAllProduct, or POST /api/GetAllProductFilter when a filter is given. */
    async getProducts(filter?: { subcatId: number | null; min: Paise; max: Paise }): Promise<Product[]> {
      const body = filter
        ? await call(
            "POST",
            "GetAllProductFilter",
            VendorProductListSchema,
            localeBody({
              subcat_id: filter.subcatId,
              min_amt: paiseToRupees(filter.min),
              max_amt: paiseToRupees(filter.max),
            }),
            READS,
          )
        : await call("GET", localePath("GetAllProduct"), VendorProductListSchema);
      return body.data.map((product) => reshapeProduct(product, images));
    },

    getProductsByIds: (ids: readonly number[], asked?: Locale) => getProductsByIds(shop, ids, asked),

    /**
     * GET /api/GetProductUpdates (reference API extension) -> when each product last changed (ISO
     * 8601, UTC) by id, or null when the shop API does not say (a SPEC-only reseller API).
     */
    async getProductUpdates(): Promise<Map<number, string> | null> {
      const body = await orNull(call("GET", "GetProductUpdates", VendorProductUpdateListSchema));
      if (!body) return null;
      return new Map(body.data.flatMap((row) => (row.updated_at ? [[row.id, row.updated_at] as const] : [])));
    },

    /** GET /api/GetProduct/{id} (reference API extension) -> the product, or null. */
    async getProduct(id: number): Promise<Product | null> {
      const body = await orNull(call("GET", localePath(`GetProduct/${id}`), VendorProductListSchema));
      const product = body?.data[0];
      return product ? reshapeProduct(product, images) : null;
    },

    async getHeaderGroups(): Promise<HeaderGroup[]> {
      const body = await call("GET", localePath("GetAllHeaderWithProduct"), VendorHeaderGroupListSchema);
      return body.data.map((group, index) => reshapeHeaderGroup(group, index, images));
    },

    async getLogo(): Promise<{ url: string | null; name: string }> {
      const body = await call("GET", "GetResellerLogo", VendorLogoListSchema);
      const logo = body.data[0];
      if (!logo) throw new ShopApiError("upstream_invalid", "The shop API sent no logo (GetResellerLogo).");
      return { url: resellerLogoUrl(shop.config.imageHost, logo.logo), name: logo.name };
    },
  };
}
