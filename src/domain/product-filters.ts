/**
 * The catalogue's filters, sorts and facets as plain rules over a product list: the same answers
 * the shop API's page query gives in SQL (shop-api/src/lib/catalogue-query.ts), for the functions'
 * fallback (a shop API with section 7 only) and for short lists such as `ids=`.
 */
import { asPaise, type Paise } from "./money";
import type { Product, ProductFacets, ProductSort } from "./product";
import { priceInRange } from "./product";
import { queryWords } from "./search-text";

export { MAX_QUERY_WORDS, MAX_WORD_BYTES, queryWords } from "./search-text";

export interface ProductFilters {
  categoryId?: number;
  subcategoryId?: number;
  min?: Paise;
  max?: Paise;
  sizes?: readonly string[];
  colors?: readonly string[];
  inStock?: boolean;
  minRating?: number;
  q?: string;
  /** q's words as typed: the shop API corrects none (issue 44); the section-7 fallback never does. */
  exact?: boolean;
}

/**
 * Search: every word of the query starts a word of the name, category, subcategory or search
 * text ("cott shi" finds cotton shirts). A query with no letter or digit matches nothing.
 */
export function matchesWords(
  product: Pick<Product, "name" | "category" | "subcategory" | "searchText">,
  query: string,
): boolean {
  const words = queryWords(query);
  if (words.length === 0) return false;
  const tokens = queryWordsAll([product.name, product.category, product.subcategory, product.searchText].join(" "));
  return words.every((word) => tokens.some((token) => token.startsWith(word)));
}

function queryWordsAll(text: string): string[] {
  return (
    text
      .normalize("NFKC")
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu) ?? []
  );
}

type Except = "sizes" | "colors" | "inStock" | "price" | null;

/** Whether a product passes every filter but `except` (facets ignore their own filter). */
export function matchesFilters(product: Product, filters: ProductFilters, except: Except = null): boolean {
  if (filters.categoryId !== undefined && product.categoryId !== filters.categoryId) return false;
  if (filters.subcategoryId !== undefined && product.subcategoryId !== filters.subcategoryId) return false;
  if (except !== "price" && (filters.min !== undefined || filters.max !== undefined)) {
    if (!priceInRange(product, filters.min, filters.max)) return false;
  }
  const sizes = filters.sizes ?? [];
  if (except !== "sizes" && sizes.length > 0 && !product.sizes.some((size) => sizes.includes(size))) return false;
  const colors = filters.colors ?? [];
  if (except !== "colors" && colors.length > 0 && !product.colors.some((color) => colors.includes(color))) {
    return false;
  }
  if (except !== "inStock" && filters.inStock && product.stock <= 0) return false;
  if (filters.minRating !== undefined && product.rating < filters.minRating) return false;
  if (filters.q !== undefined && filters.q !== "" && !matchesWords(product, filters.q)) return false;
  return true;
}

function countValues(lists: readonly (readonly string[])[]): { value: string; count: number }[] {
  const counts = new Map<string, number>();
  for (const list of lists) {
    for (const value of new Set(list)) {
      if (value.trim() !== "") counts.set(value, (counts.get(value) ?? 0) + 1);
    }
  }
  return [...counts]
    .map(([value, count]) => ({ value, count }))
    .sort((a, b) => b.count - a.count || (a.value < b.value ? -1 : a.value > b.value ? 1 : 0));
}

/** The facets of `products` for these filters, each ignoring its own filter. */
export function productFacets(products: readonly Product[], filters: ProductFilters): ProductFacets {
  const priced = products.filter((product) => matchesFilters(product, filters, "price"));
  return {
    sizes: countValues(
      products.filter((product) => matchesFilters(product, filters, "sizes")).map((product) => product.sizes),
    ),
    colors: countValues(
      products.filter((product) => matchesFilters(product, filters, "colors")).map((product) => product.colors),
    ),
    inStock: products.filter((product) => product.stock > 0 && matchesFilters(product, filters, "inStock")).length,
    price: {
      min: priced.length > 0 ? asPaise(Math.min(...priced.map((product) => product.discountPrice))) : null,
      max: priced.length > 0 ? asPaise(Math.max(...priced.map((product) => product.originalPrice))) : null,
    },
  };
}

/** The discount in basis points, rounded down (the shop API sorts by the same integer). */
function discountBasisPoints(product: Pick<Product, "originalPrice" | "discountPrice">): number {
  const { originalPrice: original, discountPrice: discount } = product;
  return original > 0 ? Math.floor(((original - discount) * 10000) / original) : 0;
}

const COMPARE: Record<ProductSort, (a: Product, b: Product) => number> = {
  // Without a text ranking, relevance is the catalogue's own order (product id).
  relevance: (a, b) => a.id - b.id,
  "price-asc": (a, b) => a.discountPrice - b.discountPrice || a.id - b.id,
  "price-desc": (a, b) => b.discountPrice - a.discountPrice || b.id - a.id,
  rating: (a, b) => b.rating - a.rating || b.ratings - a.ratings || b.id - a.id,
  newest: (a, b) => b.id - a.id,
  discount: (a, b) => discountBasisPoints(b) - discountBasisPoints(a) || b.id - a.id,
};

/** A sorted copy. */
export function sortProducts(products: readonly Product[], sort: ProductSort): Product[] {
  return [...products].sort(COMPARE[sort]);
}
