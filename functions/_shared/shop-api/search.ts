/**
 * Search and the listing pages (shop-api/src/routes/catalogue-search.ts, reference API
 * extensions): a filtered, sorted page with its facets, suggestions while typing, and what a
 * search that found nothing offers instead.
 */
import * as v from "valibot";
import type { Product, ProductFacets, ProductSort } from "@domain/product";
import type { ProductFilters } from "@domain/product-filters";
import { paiseToRupees } from "@domain/money";
import { reshapeProduct, VendorProductSchema } from "./catalogue";
import { READS, type Transport } from "./transport";
import { paiseOrNull, TextOut, VendorIdSchema, vendorListEnvelope, VendorOkStatus } from "./vendor";

/** What GetProductPage filters, sorts and pages by (shop-api/README.md, Catalogue queries). */
export interface ProductPageQuery extends ProductFilters {
  sort?: ProductSort;
  page: number;
  pageSize: number;
}

/** A suggestion as the shop API names it: a subcategory (with its category's name) or a product. */
export type ShopSuggestion =
  | { type: "subcategory"; label: string; subcategoryId: number; category: string }
  | { type: "product"; label: string; productId: number };

const FacetCount = v.pipe(v.number(), v.integer(), v.minValue(0));
const VendorFacetValues = v.array(v.object({ value: v.string(), count: FacetCount }));

/** GetProductPage (reference API extension, shop-api/README.md): a page, its total and facets. */
export const VendorProductPageSchema = v.object({
  status: VendorOkStatus,
  message: v.optional(v.string()),
  data: v.array(VendorProductSchema),
  total: FacetCount,
  facets: v.object({
    sizes: VendorFacetValues,
    colors: VendorFacetValues,
    in_stock: FacetCount,
    price_min: v.nullable(v.pipe(v.number(), v.minValue(0))),
    price_max: v.nullable(v.pipe(v.number(), v.minValue(0))),
  }),
  /** Said when the shop API corrected a word of q (issue 44). */
  corrected_q: v.optional(v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(400))),
});
export type VendorProductFacets = v.InferOutput<typeof VendorProductPageSchema>["facets"];

/** GetSearchFallback (reference API extension, issue 44): what a search that found nothing offers. */
export const VendorSearchFallbackSchema = v.object({
  status: VendorOkStatus,
  data: v.object({
    subcategories: v.array(v.object({ subcategory_id: VendorIdSchema })),
    products: v.array(VendorProductSchema),
  }),
});

/** GetSearchSuggestions (reference API extension): subcategories, then products. */
export const VendorSuggestionListSchema = vendorListEnvelope(
  v.variant("type", [
    v.object({
      type: v.literal("subcategory"),
      label: v.pipe(v.string(), v.trim(), v.nonEmpty()),
      subcategory_id: VendorIdSchema,
      category: TextOut,
    }),
    v.object({
      type: v.literal("product"),
      label: v.pipe(v.string(), v.trim(), v.nonEmpty()),
      product_id: VendorIdSchema,
    }),
  ]),
);

export function reshapeProductFacets(raw: VendorProductFacets): ProductFacets {
  return {
    sizes: raw.sizes,
    colors: raw.colors,
    inStock: raw.in_stock,
    price: { min: paiseOrNull(raw.price_min), max: paiseOrNull(raw.price_max) },
  };
}

export function searchCalls(shop: Transport) {
  const { call, images, localeBody } = shop;
  return {
    /**
     * POST /api/GetProductPage (reference API extension): one page with its total and facets,
     * computed by the shop API. A ShopApiRefusal with status 404 means it lacks the extension.
     */
    async getProductPage(
      query: ProductPageQuery,
    ): Promise<{ items: Product[]; total: number; facets: ProductFacets; corrected?: string }> {
      const body = await call(
        "POST",
        "GetProductPage",
        VendorProductPageSchema,
        localeBody({
          cat_id: query.categoryId ?? null,
          subcat_id: query.subcategoryId ?? null,
          min_amt: query.min === undefined ? null : paiseToRupees(query.min),
          max_amt: query.max === undefined ? null : paiseToRupees(query.max),
          sizes: query.sizes ?? [],
          colors: query.colors ?? [],
          in_stock: query.inStock ?? false,
          min_rating: query.minRating ?? null,
          q: query.q ?? "",
          ...(query.exact === true ? { exact: true } : {}),
          sort: query.sort ?? "relevance",
          page: query.page,
          page_size: query.pageSize,
        }),
        READS,
      );
      return {
        items: body.data.map((product) => reshapeProduct(product, images)),
        total: body.total,
        facets: reshapeProductFacets(body.facets),
        ...(body.corrected_q === undefined ? {} : { corrected: body.corrected_q }),
      };
    },

    /**
     * POST /api/GetSearchFallback (reference API extension, issue 44): for a search that found
     * nothing, the subcategories nearest to its words and the best-selling products.
     */
    async getSearchFallback(q: string): Promise<{ subcategoryIds: number[]; products: Product[] }> {
      const body = await call("POST", "GetSearchFallback", VendorSearchFallbackSchema, localeBody({ q }), READS);
      return {
        subcategoryIds: body.data.subcategories.map((sub) => sub.subcategory_id),
        products: body.data.products.map((product) => reshapeProduct(product, images)),
      };
    },

    /** POST /api/GetSearchSuggestions (reference API extension): up to 8, ranked. */
    async getSearchSuggestions(q: string): Promise<ShopSuggestion[]> {
      const body = await call("POST", "GetSearchSuggestions", VendorSuggestionListSchema, localeBody({ q }), READS);
      return body.data.map((hit) =>
        hit.type === "subcategory"
          ? { type: "subcategory", label: hit.label, subcategoryId: hit.subcategory_id, category: hit.category }
          : { type: "product", label: hit.label, productId: hit.product_id },
      );
    },
  };
}
