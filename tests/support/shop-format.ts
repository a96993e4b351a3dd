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
