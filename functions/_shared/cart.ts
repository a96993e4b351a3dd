/**
 * The signed-in customer's cart as services (decision 055): functions/cart.ts answers them over
 * HTTP, the cart page's action calls them directly.
 */
import type { CartItem, CartPutBody } from "@domain/cart";
import { cartAddResult, type CartAddAnswer, type CartAddBody } from "@domain/cart-write";
import type { CustomerServiceContext } from "./service";

/** The signed-in customer's cart, priced by the shop API. */
export function readCart({ customer, shopApi }: CustomerServiceContext): Promise<CartItem[]> {
  return shopApi.getCart(customer.id);
}

/** Replaces the whole cart -> the priced items. */
export function saveCart(
  { customer, shopApi }: CustomerServiceContext,
  items: CartPutBody["items"],
): Promise<CartItem[]> {
  return shopApi.saveCart(customer.id, items);
}

/**
 * Adds lines by SPEC.md section 4's rule, each in one statement of the shop API's
 * (add_cart_lines): two tabs adding at once both count, where a read of the cart and a PUT of all
 * of it lost one. -> the cart and one result per line.
 */
export async function addCartLines(
  { customer, shopApi }: CustomerServiceContext,
  lines: CartAddBody["lines"],
): Promise<CartAddAnswer> {
  const { items, outcomes } = await shopApi.addCartLines(customer.id, lines);
  return { items, results: outcomes.map(({ outcome, name }) => cartAddResult(outcome, name)) };
}

/** One line's units, kept within 1 and the stock by the shop API's write -> the priced items. */
export function setCartUnit(
  { customer, shopApi }: CustomerServiceContext,
  id: number,
  unit: number,
): Promise<CartItem[]> {
  return shopApi.setCartUnit(customer.id, id, unit);
}

/** Removes one product -> the remaining items. */
export function removeCartLine({ customer, shopApi }: CustomerServiceContext, id: number): Promise<CartItem[]> {
  return shopApi.deleteCartItem(customer.id, id);
}
