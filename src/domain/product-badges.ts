/**
 * What a product card says of a product besides its name and price: its stock and its discount.
 * Apart from the product schemas (product.ts), which a card's page does not need before it runs.
 */
import type { Paise } from "./money";

/** 1 to 3 left is "low": a shopper should know before the cart refuses more units than the stock. */
export const LOW_STOCK_MAX = 3;

export type StockLevel = "in-stock" | "low" | "out-of-stock";

/** What every screen says about stock: 'In stock', 'Only N left' or 'Out of stock'. */
export function stockState(stock: number): { level: StockLevel; label: string } {
  if (stock <= 0) return { level: "out-of-stock", label: "Out of stock" };
  if (stock <= LOW_STOCK_MAX) return { level: "low", label: `Only ${stock} left` };
  return { level: "in-stock", label: "In stock" };
}

/** SPEC.md section 9: discount percent badge = round((original - discount) / original * 100). */
export function discountPercent(originalPrice: Paise, discountPrice: Paise): number {
  if (originalPrice <= 0) return 0;
  return Math.round(((originalPrice - discountPrice) / originalPrice) * 100);
}
