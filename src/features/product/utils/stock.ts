/**
 * What the product page says about stock: a shopper should know before adding to the cart that
 * only a few are left, since the cart refuses more units than the stock (SPEC.md section 5).
 */
export const LOW_STOCK_MAX = 3;

export type StockLevel = "in-stock" | "low" | "out-of-stock";

export interface StockState {
  level: StockLevel;
  label: string;
}

export function stockState(stock: number): StockState {
  if (stock <= 0) return { level: "out-of-stock", label: "Out of stock" };
  if (stock <= LOW_STOCK_MAX) return { level: "low", label: `Only ${stock} left` };
  return { level: "in-stock", label: "In stock" };
}
