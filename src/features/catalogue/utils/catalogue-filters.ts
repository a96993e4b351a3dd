/**
 * A listing's state as it lives in the URL (/all-product and /filter-side, a search, a
 * subcategory's path): category or subcategory (the catalogue's own), price range, sizes, colours,
 * stock, rating, sort and page. Links are shared and edited by hand, so reading never throws: a
 * wrong value falls back to its default and a note says so.
 */
import { parseIdText } from "@/domain/ids";
import { paiseToRupees, type Paise } from "@/domain/money";
import * as v from "valibot";
import {
  MAX_FACET_VALUES,
  PRICE_SLIDER_MAX,
  PRICE_SLIDER_MIN,
  PriceTextSchema,
  PRODUCT_SORTS,
  PRODUCTS_PAGE_SIZE,
  type ProductQuery,
  type ProductSort,
} from "@/domain/product";

export interface CatalogueFilters {
  /** A menu group: every subcategory in it. */
  cat: number | null;
  subcat: number | null;
  min: Paise;
  max: Paise;
  sizes: string[];
  colors: string[];
  inStock: boolean;
  /** Only products rated at least this (1 to 4 stars), or null for any rating. */
  minRating: number | null;
  sort: ProductSort;
  page: number;
}

/** The minimum ratings the filter panel offers. */
export const RATING_CHOICES = [4, 3, 2, 1] as const;
const MAX_FACET_VALUE_LENGTH = 40;

export const DEFAULT_FILTERS: CatalogueFilters = {
  cat: null,
  subcat: null,
  min: PRICE_SLIDER_MIN,
  max: PRICE_SLIDER_MAX,
  sizes: [],
  colors: [],
  inStock: false,
  minRating: null,
  sort: "relevance",
  page: 1,
};

/** The API refuses larger page numbers; nothing real gets near them. */
const MAX_PAGE = 1_000_000;

export interface ParsedFilters {
  filters: CatalogueFilters;
  /** What was wrong in the link, in words for the shopper. Empty when all was fine. */
  notes: string[];
}

/** ?page= as a page number: missing or wrong means page 1 (`valid` false only when wrong). */
export function parsePage(text: string | null): { page: number; valid: boolean } {
  if (text === null || text === "") return { page: 1, valid: true };
  const page = parseIdText(text);
  if (page === null || page > MAX_PAGE) return { page: 1, valid: false };
  return { page, valid: true };
}

function parseAmount(text: string | null): Paise | null | "invalid" {
  if (text === null || text === "") return null;
  const amount = v.safeParse(PriceTextSchema, text);
  return amount.success ? amount.output : "invalid";
}

function clampToSlider(amount: Paise): Paise {
  return amount < PRICE_SLIDER_MIN ? PRICE_SLIDER_MIN : amount > PRICE_SLIDER_MAX ? PRICE_SLIDER_MAX : amount;
}

function parseId(params: URLSearchParams, key: "cat" | "subcat", notes: string[]): number | null {
  const text = params.get(key);
  if (text === null || text === "") return null;
  const id = parseIdText(text);
  if (id === null)
    notes.push(`The ${key === "cat" ? "category" : "subcategory"} in this link is not valid, so it was left out.`);
  return id;
}

/**
 * `sizes=M,L` (the links) or `sizes=M&sizes=L` (the filter form submitted without script):
 * distinct trimmed values; too many or too long leaves the whole list out.
 */
function parseValues(params: URLSearchParams, key: "sizes" | "colors", notes: string[]): string[] {
  const listed = params.getAll(key).flatMap((text) => text.split(","));
  const values = [...new Set(listed.map((value) => value.trim()))].filter(Boolean);
  if (values.length > MAX_FACET_VALUES || values.some((value) => value.length > MAX_FACET_VALUE_LENGTH)) {
    notes.push(`The ${key === "sizes" ? "sizes" : "colours"} in this link are not valid, so they were left out.`);
    return [];
  }
  return values;
}

function parseRating(text: string | null, notes: string[]): number | null {
  if (text === null || text === "") return null;
  const rating = RATING_CHOICES.find((choice) => String(choice) === text);
  if (rating === undefined) notes.push("The rating in this link is not valid, so every rating is shown.");
  return rating ?? null;
}

function parseSort(text: string | null, notes: string[]): ProductSort {
  if (text === null || text === "") return "relevance";
  const sort = PRODUCT_SORTS.find((choice) => choice === text);
  if (sort === undefined) notes.push("The sort order in this link is not known, so the usual order is shown.");
  return sort ?? "relevance";
}

export function parseCatalogueParams(params: URLSearchParams): ParsedFilters {
  const notes: string[] = [];
  const cat = parseId(params, "cat", notes);
  const subcat = parseId(params, "subcat", notes);

  const { page, valid } = parsePage(params.get("page"));
  if (!valid) notes.push("The page number in this link is not valid, so page 1 is shown.");

  let min = PRICE_SLIDER_MIN;
  let max = PRICE_SLIDER_MAX;
  const minText = parseAmount(params.get("min"));
  const maxText = parseAmount(params.get("max"));
  if (minText === "invalid" || maxText === "invalid") {
    notes.push("The price range in this link is not valid, so every price is shown.");
  } else {
    const lower = clampToSlider(minText ?? PRICE_SLIDER_MIN);
    const upper = clampToSlider(maxText ?? PRICE_SLIDER_MAX);
    if (lower > upper) notes.push("The lowest price in this link is above the highest, so every price is shown.");
    else {
      min = lower;
      max = upper;
    }
  }
  const sizes = parseValues(params, "sizes", notes);
  const colors = parseValues(params, "colors", notes);
  const inStock = params.get("inStock") === "1";
  const minRating = parseRating(params.get("minRating"), notes);
  const sort = parseSort(params.get("sort"), notes);
  return { filters: { cat, subcat, min, max, sizes, colors, inStock, minRating, sort, page }, notes };
}

/** Whether anything narrows the list beyond the category (what "Clear all" clears). */
export function hasRefinements(filters: CatalogueFilters): boolean {
  return (
    filters.min !== PRICE_SLIDER_MIN ||
    filters.max !== PRICE_SLIDER_MAX ||
    filters.sizes.length > 0 ||
    filters.colors.length > 0 ||
    filters.inStock ||
    filters.minRating !== null
  );
}

/** The query string of a catalogue state, leaving out defaults so links stay short. */
export function catalogueSearch(filters: CatalogueFilters): string {
  const params = new URLSearchParams();
  if (filters.cat !== null) params.set("cat", String(filters.cat));
  if (filters.subcat !== null) params.set("subcat", String(filters.subcat));
  // Links say rupees, as shoppers read them: ?max=999 is under ₹999.
  if (filters.min !== PRICE_SLIDER_MIN) params.set("min", String(paiseToRupees(filters.min)));
  if (filters.max !== PRICE_SLIDER_MAX) params.set("max", String(paiseToRupees(filters.max)));
  if (filters.sizes.length > 0) params.set("sizes", filters.sizes.join(","));
  if (filters.colors.length > 0) params.set("colors", filters.colors.join(","));
  if (filters.inStock) params.set("inStock", "1");
  if (filters.minRating !== null) params.set("minRating", String(filters.minRating));
  if (filters.sort !== "relevance") params.set("sort", filters.sort);
  if (filters.page !== 1) params.set("page", String(filters.page));
  const text = params.toString();
  return text ? `?${text}` : "";
}

/** Whether two query strings hold the same parameters and values, in whatever order. */
export function sameParams(a: URLSearchParams, b: URLSearchParams): boolean {
  const sorted = (params: URLSearchParams) => [...params].map(([key, value]) => `${key}=${value}`).sort();
  const left = sorted(a);
  const right = sorted(b);
  return left.length === right.length && left.every((entry, index) => entry === right[index]);
}

/** What GET /api/products (or the loader's shop call) is asked for a catalogue state. */
export function catalogueQuery(filters: CatalogueFilters): ProductQuery {
  return {
    cat: filters.cat ?? undefined,
    subcat: filters.subcat ?? undefined,
    min: filters.min,
    max: filters.max,
    sizes: filters.sizes.length > 0 ? filters.sizes : undefined,
    colors: filters.colors.length > 0 ? filters.colors : undefined,
    inStock: filters.inStock || undefined,
    minRating: filters.minRating ?? undefined,
    sort: filters.sort === "relevance" ? undefined : filters.sort,
    page: filters.page,
    pageSize: PRODUCTS_PAGE_SIZE,
  };
}

/**
 * What names a listing besides its filters: on /all-product and /filter-side the category is one
 * of the filters (?cat=, ?subcat=); a search is its ?q=, a subcategory page its path.
 */
export type ListingScope =
  { kind: "catalogue" } | { kind: "search"; q: string; exact?: boolean } | { kind: "subcategory"; id: number };

/** The parameters a listing's URL holds besides its filters, kept as they came. */
const scopeParams = (scope: ListingScope): readonly string[] => (scope.kind === "search" ? ["q", "exact"] : []);

function withoutKeys(params: URLSearchParams, keys: readonly string[]): URLSearchParams {
  return new URLSearchParams([...params].filter(([key]) => !keys.includes(key)));
}

/**
 * A listing's filters from its URL. Outside the catalogue ?cat= and ?subcat= mean nothing (the
 * path or the query names the listing), so they are neither read nor noted.
 */
export function parseListingParams(params: URLSearchParams, scope: ListingScope): ParsedFilters {
  if (scope.kind === "catalogue") return parseCatalogueParams(params);
  return parseCatalogueParams(withoutKeys(params, ["cat", "subcat", ...scopeParams(scope)]));
}

/** The query string of a view of a listing: its own parameters (a search's q) first, then the filters. */
export function listingSearch(filters: CatalogueFilters, scope: ListingScope): string {
  if (scope.kind === "catalogue") return catalogueSearch(filters);
  const own = new URLSearchParams(
    scope.kind === "search" ? { q: scope.q, ...(scope.exact === true ? { exact: "1" } : {}) } : {},
  );
  for (const [key, value] of new URLSearchParams(catalogueSearch({ ...filters, cat: null, subcat: null })))
    own.append(key, value);
  const text = own.toString();
  return text ? `?${text}` : "";
}

/**
 * Where a listing's URL should lead instead, or null when it is the view's own. The filter and
 * sort forms sent without script name every field (min=10, minRating=, a size per parameter):
 * such a view answers with a redirect to the URL its links and script use. A URL with a wrong
 * value keeps its address and shows its note; a search's q is kept exactly as it came.
 */
export function listingRedirect(url: URL, { filters, notes }: ParsedFilters, scope: ListingScope): string | null {
  if (notes.length > 0) return null;
  const own = scopeParams(scope);
  const wanted = new URLSearchParams(
    scope.kind === "catalogue" ? catalogueSearch(filters) : catalogueSearch({ ...filters, cat: null, subcat: null }),
  );
  if (sameParams(withoutKeys(url.searchParams, own), wanted)) return null;
  const target = new URLSearchParams([...url.searchParams].filter(([key]) => own.includes(key)));
  for (const [key, value] of wanted) target.append(key, value);
  const text = target.toString();
  return `${url.pathname}${text ? `?${text}` : ""}`;
}

/**
 * What the shop is asked for a view of a listing. A search or a subcategory page filters by price
 * only once the shopper moves the slider: without it they list every product they always did,
 * one priced beyond the slider's ends included.
 */
export function listingQuery(filters: CatalogueFilters, scope: ListingScope): ProductQuery {
  if (scope.kind === "catalogue") return catalogueQuery(filters);
  const query = catalogueQuery({ ...filters, cat: null, subcat: null });
  const priced = filters.min !== PRICE_SLIDER_MIN || filters.max !== PRICE_SLIDER_MAX;
  return {
    ...query,
    ...(scope.kind === "search"
      ? { q: scope.q, ...(scope.exact === true ? { exact: true } : {}) }
      : { subcat: scope.id }),
    min: priced ? filters.min : undefined,
    max: priced ? filters.max : undefined,
  };
}

/** Number of pages for a result count; an empty result still has one (empty) page. */
export function pageCount(total: number, pageSize = PRODUCTS_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / pageSize));
}
