/**
 * The wishlist (SPEC.md sections 3 to 5): product ids, newest first, each at most once. A guest's
 * list lives in the wishlistItems cookie; a customer's behind /api/wishlist, so it follows the
 * account and leaves the device at sign-out.
 */
import * as v from "valibot";
import { IdSchema } from "./ids";
import { paiseDifference, ZERO_PAISE, type Paise } from "./money";

/** 100 ids stay well under one cookie's 4 KB. */
export const WISHLIST_MAX_ITEMS = 100;
export const WISHLIST_REMOVED = "1item Removed from Wishlist";
export const MOVED_TO_CART = "Moved to Cart";

export const WishlistIdsSchema = v.pipe(
  v.array(IdSchema, "ids must be a list of product ids."),
  v.maxLength(WISHLIST_MAX_ITEMS, `A wishlist holds at most ${WISHLIST_MAX_ITEMS} products.`),
  v.check((ids) => new Set(ids).size === ids.length, "Each product may appear only once."),
);

/** GET and PUT /api/wishlist. */
export const WishlistBodySchema = v.object({ ids: WishlistIdsSchema });
export type WishlistBody = v.InferOutput<typeof WishlistBodySchema>;

/** The guest's ids that are new to the customer's list go first (they are the newest). */
export function mergeWishlists(customer: readonly number[], guest: readonly number[]): number[] {
  const merged = [...guest.filter((id) => !customer.includes(id)), ...customer];
  return merged.slice(0, WISHLIST_MAX_ITEMS);
}

/** SPEC.md section 2: the saving as an amount and as a percent with 2 decimals. */
export function wishlistSaving(originalPrice: Paise, discountPrice: Paise): { amount: Paise; percent: string } {
  const difference = paiseDifference(originalPrice, discountPrice);
  const amount = difference > 0 ? difference : ZERO_PAISE;
  const percent = originalPrice > 0 && amount > 0 ? ((amount / originalPrice) * 100).toFixed(2) : "0.00";
  return { amount, percent };
}
