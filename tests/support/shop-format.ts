/**
 * How the shop writes prices, discounts and shortened names (SPEC.md section 9), worked out here
 * rather than imported from src/, so a wrong formatter in the app fails the tests instead of
 * agreeing with them.
 */
import type { Product } from "@/domain/product";

const rupeeFormat = new Intl.NumberFormat("en-IN", {
  style: "currency",
  currency: "INR",
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/**
 * An amount in paise (as the functions' JSON carries it) as the shop writes it: ₹, Indian digit
 * grouping and two decimals: 179900 -> "₹1,799.00".
 */
export function money(paise: number): string {
  return rupeeFormat.format(paise / 100);
}

/** The discount badge: round((original - discount) / original * 100). */
export function percentOff(product: Pick<Product, "originalPrice" | "discountPrice">): number {
  return Math.round(((product.originalPrice - product.discountPrice) / product.originalPrice) * 100);
}

/** The first `words` words and "...", or the whole name when it fits (4 in toasts, 3 in carousels). */
export function shortName(name: string, words: number): string {
  const parts = name.trim().split(/\s+/);
  return parts.length <= words ? parts.join(" ") : `${parts.slice(0, words).join(" ")}...`;
}

const frenchRupeeFormat = new Intl.NumberFormat("fr-CA", {
  style: "currency",
  currency: "INR",
  currencyDisplay: "narrowSymbol",
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** An amount in paise as a French page writes it (fr-CA, ../shared/FRENCH.md): 123456 -> "1 234,56 ₹". */
export function frenchMoney(paise: number): string {
  return frenchRupeeFormat.format(paise / 100);
}

/** Each seeded province's two taxes by the names it charges them under (null: no tax of its own). */
const TAX_NAMES: Readonly<Record<string, readonly [string, string | null]>> = {
  Alberta: ["GST", null],
  "British Columbia": ["GST", "PST"],
  Manitoba: ["GST", "RST"],
  "New Brunswick": ["HST", null],
  "Newfoundland and Labrador": ["HST", null],
  "Northwest Territories": ["GST", null],
  "Nova Scotia": ["HST", null],
  Nunavut: ["GST", null],
  Ontario: ["HST", null],
  "Prince Edward Island": ["HST", null],
  Quebec: ["GST", "QST"],
  Saskatchewan: ["GST", "PST"],
  Yukon: ["GST", null],
};

/**
 * An English page's labels of SPEC.md section 9's two tax amounts for a province and its rates:
 * "GST (5%)" and "QST (9.975%)" in Quebec, "HST (13%)" and no provincial row (null) in Ontario.
 */
export function taxLabels(province: string, rate: { gstHst: number; pst: number }): [string, string | null] {
  const names = TAX_NAMES[province];
  if (!names) throw new Error(`no tax names for ${province}`);
  const [federal, provincial] = names;
  return [`${federal} (${rate.gstHst}%)`, provincial === null ? null : `${provincial} (${rate.pst}%)`];
}
