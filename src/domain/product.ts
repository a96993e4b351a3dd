/**
 * Products as the app sees them (the functions reshape the shop API's vendor fields into this),
 * the catalogue query of GET /api/products and SPEC.md's client-side catalogue rules.
 * Prices are paise (the functions' reshape turns the shop API's rupees into them).
 */
import * as v from "valibot";
import { IdSchema, IdTextSchema } from "./ids";
import { LOCALES } from "./locale";
import { paiseFromRupees, PaiseSchema, type Paise } from "./money";
import { SEARCH_MAX_LENGTH } from "./search-text";

export { SEARCH_MAX_LENGTH, searchText } from "./search-text";
export { discountPercent, LOW_STOCK_MAX, stockState, type StockLevel } from "./product-badges";

/** SPEC.md section 9: catalogue page size 12, price slider ₹10 to ₹50,000. */
export const PRODUCTS_PAGE_SIZE = 12;
export const PRODUCTS_MAX_PAGE_SIZE = 48;
export const PRICE_SLIDER_MIN = paiseFromRupees(10);
export const PRICE_SLIDER_MAX = paiseFromRupees(50000);

export const ProductSchema = v.object({
  id: IdSchema,
  name: v.string(),
  category: v.string(),
  categoryId: v.nullable(IdSchema),
  subcategory: v.string(),
  subcategoryId: v.nullable(IdSchema),
  /** Absolute image URL, or null (show a placeholder). */
  imageUrl: v.nullable(v.string()),
  /** Every view of the product, main image first. */
  images: v.array(v.string()),
  originalPrice: PaiseSchema,
  discountPrice: PaiseSchema,
  onSale: v.boolean(),
  /** Available stock. */
  stock: v.pipe(v.number(), v.integer(), v.minValue(0)),
  rating: v.number(),
  ratings: v.pipe(v.number(), v.integer(), v.minValue(0)),
  badge: v.string(),
  badge1: v.string(),
  searchText: v.string(),
  sizes: v.array(v.string()),
  colors: v.array(v.string()),
  /**
   * The pictures of some of its colours (absolute URLs), when the catalogue has any: the product
   * page shows the chosen colour's first.
   */
  colorImages: v.optional(v.array(v.object({ color: v.string(), url: v.string() }))),
  material: v.string(),
  description: v.string(),
  weight: v.string(),
  /**
   * The language of name, description and material when it is not the one the page asked for (an
   * untranslated row, a shop API that knows English only): the page marks them with it as it is.
   */
  lang: v.optional(v.picklist(LOCALES)),
  /** The same for the category and subcategory names. */
  categoryLang: v.optional(v.picklist(LOCALES)),
});
export type Product = v.InferOutput<typeof ProductSchema>;

export const ProductResponseSchema = v.object({ product: ProductSchema });
export type ProductResponse = v.InferOutput<typeof ProductResponseSchema>;

const Count = v.pipe(v.number(), v.integer(), v.minValue(0));
const FacetValueSchema = v.object({ value: v.string(), count: Count });

/**
 * What the shopper could still choose, for the current filters: each count applies every filter
 * but its own (a size's count ignores the size filter), so it says what choosing it would give.
 * price: the lowest discount price and the highest original price (null when nothing matches).
 */
export const ProductFacetsSchema = v.object({
  sizes: v.array(FacetValueSchema),
  colors: v.array(FacetValueSchema),
  inStock: Count,
  price: v.object({ min: v.nullable(PaiseSchema), max: v.nullable(PaiseSchema) }),
});
export type ProductFacets = v.InferOutput<typeof ProductFacetsSchema>;

export const ProductsPageSchema = v.object({
  items: v.array(ProductSchema),
  total: Count,
  page: v.pipe(v.number(), v.integer(), v.minValue(1)),
  pageSize: v.pipe(v.number(), v.integer(), v.minValue(1)),
  facets: ProductFacetsSchema,
  /** The search's words as the shop took them when it corrected one ("shirt" for "shrit"). */
  corrected: v.optional(v.string()),
});
export type ProductsPage = v.InferOutput<typeof ProductsPageSchema>;

/**
 * What a product card shows (and the home page picks its rows by): a page's loader sends a list's
 * products as this, not their descriptions, search words and galleries, which its first HTML
 * would carry twice (markup and hydration data) for nothing.
 */
export type ProductCardData = Pick<
  Product,
  | "id"
  | "name"
  | "category"
  | "categoryId"
  | "imageUrl"
  | "originalPrice"
  | "discountPrice"
  | "stock"
  | "rating"
  | "ratings"
  | "lang"
>;

export function productCardData(product: ProductCardData): ProductCardData {
  const { id, name, category, categoryId, imageUrl, originalPrice, discountPrice, stock, rating, ratings, lang } =
    product;
  const card = { id, name, category, categoryId, imageUrl, originalPrice, discountPrice, stock, rating, ratings };
  return lang === undefined ? card : { ...card, lang };
}

/** A page of the catalogue as a listing renders it: its products as cards. */
export type ProductCardsPage = Omit<ProductsPage, "items"> & { items: ProductCardData[] };

/** What a search that found nothing offers instead (issue 44): the nearest subcategories and the best sellers. */
export interface SearchFallback {
  subcategoryIds: number[];
  products: ProductCardData[];
}

/** A header group as the home page renders it: its products as cards. */
export interface HeaderGroupCards {
  id: number;
  name: string;
  products: ProductCardData[];
}

export const HeaderGroupSchema = v.object({ id: IdSchema, name: v.string(), products: v.array(ProductSchema) });
export type HeaderGroup = v.InferOutput<typeof HeaderGroupSchema>;
export const HeaderGroupsResponseSchema = v.object({ groups: v.array(HeaderGroupSchema) });
export type HeaderGroupsResponse = v.InferOutput<typeof HeaderGroupsResponseSchema>;

export const LogoResponseSchema = v.object({ url: v.nullable(v.string()), name: v.string() });
export type LogoResponse = v.InferOutput<typeof LogoResponseSchema>;

/**
 * An amount in rupees as text (a query value or a link, as shoppers read and share them): up to
 * two decimals, read as paise.
 */
export const PriceTextSchema = v.pipe(
  v.string(),
  v.regex(/^\d{1,9}(\.\d{1,2})?$/, "Must be an amount in rupees, e.g. 499 or 499.50."),
  v.transform((text) => paiseFromRupees(Number(text))),
);

const PositiveIntText = (max: number, message: string) =>
  v.pipe(v.string(), v.regex(/^[1-9]\d{0,5}$/, message), v.transform(Number), v.maxValue(max, message));

/** `ids=3,17,42`: the products a compare list or a cookie names, at most one page's worth. */
const IdListTextSchema = v.pipe(
  v.string(),
  v.regex(
    new RegExp(`^[1-9]\\d{0,15}(,[1-9]\\d{0,15}){0,${PRODUCTS_MAX_PAGE_SIZE - 1}}$`),
    `Must be up to ${PRODUCTS_MAX_PAGE_SIZE} ids separated by commas.`,
  ),
  v.transform((text) => text.split(",").map(Number)),
);

export const PRODUCT_SORTS = ["relevance", "price-asc", "price-desc", "rating", "newest", "discount"] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];
/** Most sizes or colours one query may name, and the longest value. */
export const MAX_FACET_VALUES = 50;
const MAX_FACET_VALUE_LENGTH = 40;

/** `sizes=M,L,Free Size`: distinct, trimmed values; too many or too long is a 400. */
const ValueListTextSchema = v.pipe(
  v.string(),
  v.maxLength(
    MAX_FACET_VALUES * (MAX_FACET_VALUE_LENGTH + 1),
    `Must be at most ${MAX_FACET_VALUES} values separated by commas.`,
  ),
  v.transform((text) => [...new Set(text.split(",").map((value) => value.trim()))].filter(Boolean)),
  v.maxLength(MAX_FACET_VALUES, `Must be at most ${MAX_FACET_VALUES} values separated by commas.`),
  v.check(
    (values) => values.every((value) => value.length <= MAX_FACET_VALUE_LENGTH),
    `Each value must be at most ${MAX_FACET_VALUE_LENGTH} characters.`,
  ),
);

/**
 * GET /api/products query string (all values text). Missing values take the catalogue's
 * defaults; a value that is present but wrong is a 400, never silently replaced.
 */
export const ProductQuerySchema = v.pipe(
  v.object({
    /** A category (menu group) id: every subcategory in it. */
    cat: v.optional(IdTextSchema),
    subcat: v.optional(IdTextSchema),
    ids: v.optional(IdListTextSchema),
    min: v.optional(PriceTextSchema),
    max: v.optional(PriceTextSchema),
    q: v.optional(
      v.pipe(
        v.string(),
        v.trim(),
        v.maxLength(SEARCH_MAX_LENGTH, `Search text must be at most ${SEARCH_MAX_LENGTH} characters.`),
      ),
    ),
    /** `exact=1`: the search's words as typed, none corrected ("Search instead for"). */
    exact: v.optional(
      v.pipe(
        v.picklist(["1"], "Must be 1."),
        v.transform(() => true),
      ),
    ),
    sizes: v.optional(ValueListTextSchema),
    colors: v.optional(ValueListTextSchema),
    /** `inStock=1`: only products with stock left. */
    inStock: v.optional(
      v.pipe(
        v.picklist(["1", "0"], "Must be 1 or 0."),
        v.transform((flag) => flag === "1"),
      ),
    ),
    minRating: v.optional(
      v.pipe(
        v.string(),
        v.regex(/^[0-5](\.\d)?$/, "Must be a rating from 0 to 5."),
        v.transform(Number),
        v.maxValue(5, "Must be a rating from 0 to 5."),
      ),
    ),
    sort: v.optional(v.picklist(PRODUCT_SORTS, `Must be one of ${PRODUCT_SORTS.join(", ")}.`)),
    page: v.optional(PositiveIntText(1_000_000, "Must be a page number of 1 or more."), "1"),
    pageSize: v.optional(
      PositiveIntText(PRODUCTS_MAX_PAGE_SIZE, `Must be a whole number from 1 to ${PRODUCTS_MAX_PAGE_SIZE}.`),
      String(PRODUCTS_PAGE_SIZE),
    ),
  }),
  v.forward(
    v.check(
      (query) => query.min === undefined || query.max === undefined || query.min <= query.max,
      "min must not be above max.",
    ),
    ["min"],
  ),
);
export type ProductQuery = v.InferOutput<typeof ProductQuerySchema>;

/** SPEC.md section 7: a product is in a price range when its discount or original price is. */
export function priceInRange(
  product: Pick<Product, "discountPrice" | "originalPrice">,
  min: Paise | undefined,
  max: Paise | undefined,
): boolean {
  const within = (price: Paise) => (min === undefined || price >= min) && (max === undefined || price <= max);
  return within(product.discountPrice) || within(product.originalPrice);
}

/** Search: every word of the query appears in the name, category, subcategory or search text. */
export function matchesSearch(
  product: Pick<Product, "name" | "category" | "subcategory" | "searchText">,
  query: string,
): boolean {
  const words = query.toLocaleLowerCase("en").split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const haystack = [product.name, product.category, product.subcategory, product.searchText]
    .join(" ")
    .toLocaleLowerCase("en");
  return words.every((word) => haystack.includes(word));
}

/** The slice of `items` for a 1-based page; a page past the end is empty. */
export function pageOf<T>(items: readonly T[], page: number, pageSize: number): T[] {
  const start = (page - 1) * pageSize;
  return items.slice(start, start + pageSize);
}

/** One entry of the search box's suggestions: a product page or a subcategory's catalogue. */
export const SearchSuggestionSchema = v.object({
  type: v.picklist(["product", "subcategory"]),
  label: v.string(),
  href: v.string(),
});
export type SearchSuggestion = v.InferOutput<typeof SearchSuggestionSchema>;
export const SearchSuggestionsResponseSchema = v.object({ suggestions: v.array(SearchSuggestionSchema) });
export type SearchSuggestionsResponse = v.InferOutput<typeof SearchSuggestionsResponseSchema>;
/** At most this many suggestions, at most 3 of them subcategories. */
export const MAX_SUGGESTIONS = 8;
export const MAX_SUBCATEGORY_SUGGESTIONS = 3;
