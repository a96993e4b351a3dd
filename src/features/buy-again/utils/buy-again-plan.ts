/**
 * Buy again (issue 16): what an order's lines become in the cart, given the catalogue now. Each
 * product once (lines of the same product add up), with the order's size and colour while the
 * product still offers them, and its units clamped to the stock now (the cart's own bound, from
 * src/domain/cart). A sold-out product, or one the catalogue no longer has, is left out and named.
 */
import { clampUnit } from "@/domain/cart";
import type { OrderLine } from "@/domain/order";
import type { Product } from "@/domain/product";

export type BuyAgainLine = Pick<OrderLine, "productId" | "name" | "size" | "color" | "quantity">;

export interface PlannedLine {
  product: Product;
  /** The name the order has (the shopper bought it so). */
  name: string;
  size: string;
  color: string;
  /** Units to add: what was ordered, at most the stock now. */
  units: number;
  ordered: number;
}

export interface BuyAgainPlan {
  add: PlannedLine[];
  /** Names of products with no stock left. */
  soldOut: string[];
  /** Names of products the catalogue no longer sells. */
  withdrawn: string[];
}

export function planBuyAgain(lines: readonly BuyAgainLine[], products: ReadonlyMap<number, Product>): BuyAgainPlan {
  const wanted = new Map<number, BuyAgainLine>();
  const withdrawn: string[] = [];
  for (const line of lines) {
    const product = line.productId === null ? undefined : products.get(line.productId);
    if (line.productId === null || !product) {
      if (!withdrawn.includes(line.name)) withdrawn.push(line.name);
      continue;
    }
    const same = wanted.get(line.productId);
    wanted.set(line.productId, same ? { ...same, quantity: same.quantity + line.quantity } : line);
  }
  const add: PlannedLine[] = [];
  const soldOut: string[] = [];
  for (const [id, line] of wanted) {
    const product = products.get(id) as Product;
    if (product.stock <= 0) {
      soldOut.push(line.name);
      continue;
    }
    add.push({
      product,
      name: line.name,
      size: product.sizes.includes(line.size) ? line.size : "",
      color: product.colors.includes(line.color) ? line.color : "",
      units: clampUnit(line.quantity, product.stock),
      ordered: line.quantity,
    });
  }
  return { add, soldOut, withdrawn };
}
