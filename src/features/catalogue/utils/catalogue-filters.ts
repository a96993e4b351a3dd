/**
 * The catalogue's state as it lives in the URL (/all-product, /filter-side): category or
 * subcategory, price range and page. Links are shared and edited by hand, so reading never
 * throws: a wrong value falls back to its default and a note says so.
 */
import { parseIdText } from "@/domain/ids";
import * as v from "valibot";
import { PRICE_SLIDER_MAX, PRICE_SLIDER_MIN, PriceTextSchema, PRODUCTS_PAGE_SIZE } from "@/domain/product";

export interface CatalogueFilters {
  /** A menu group: every subcategory in it. */
  cat: number | null;
  subcat: number | null;
  min: number;
  max: number;
  page: number;
}

export const DEFAULT_FILTERS: CatalogueFilters = {
  cat: null,
  subcat: null,
  min: PRICE_SLIDER_MIN,
  max: PRICE_SLIDER_MAX,
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

function parseAmount(text: string | null): number | null | "invalid" {
  if (text === null || text === "") return null;
  const amount = v.safeParse(PriceTextSchema, text);
  return amount.success ? amount.output : "invalid";
}

function clampToSlider(amount: number): number {
  return Math.min(PRICE_SLIDER_MAX, Math.max(PRICE_SLIDER_MIN, amount));
}

function parseId(params: URLSearchParams, key: "cat" | "subcat", notes: string[]): number | null {
  const text = params.get(key);
  if (text === null || text === "") return null;
  const id = parseIdText(text);
  if (id === null)
    notes.push(`The ${key === "cat" ? "category" : "subcategory"} in this link is not valid, so it was left out.`);
  return id;
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
  return { filters: { cat, subcat, min, max, page }, notes };
}

/** The query string of a catalogue state, leaving out defaults so links stay short. */
export function catalogueSearch(filters: CatalogueFilters): string {
  const params = new URLSearchParams();
  if (filters.cat !== null) params.set("cat", String(filters.cat));
  if (filters.subcat !== null) params.set("subcat", String(filters.subcat));
  if (filters.min !== PRICE_SLIDER_MIN) params.set("min", String(filters.min));
  if (filters.max !== PRICE_SLIDER_MAX) params.set("max", String(filters.max));
  if (filters.page !== 1) params.set("page", String(filters.page));
  const text = params.toString();
  return text ? `?${text}` : "";
}

/** Number of pages for a result count; an empty result still has one (empty) page. */
export function pageCount(total: number, pageSize = PRODUCTS_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / pageSize));
}
