/**
 * The wishlist (SPEC.md sections 3 to 5): product ids, newest first, each at most once. A guest's
 * list lives in the wishlistItems cookie; a customer's behind /api/wishlist, so it follows the
 * account and leaves the device at sign-out.
 */
import * as v from "valibot";
import { IdSchema } from "./ids";
import { paiseDifference, ZERO_PAISE, type Paise } from "./money";
import { WISHLIST_MAX_ITEMS } from "./wishlist-rules";

export { mergeWishlists, WISHLIST_MAX_ITEMS } from "./wishlist-rules";

export const WISHLIST_REMOVED = "1item Removed from Wishlist";
export const MOVED_TO_CART = "Moved to Cart";
export const WISHLIST_FETCH_FAILED = "Your wishlist could not be loaded.";

export const WishlistIdsSchema = v.pipe(
  v.array(IdSchema, "ids must be a list of product ids."),
  v.maxLength(WISHLIST_MAX_ITEMS, `A wishlist holds at most ${WISHLIST_MAX_ITEMS} products.`),
  v.check((ids) => new Set(ids).size === ids.length, "Each product may appear only once."),
);

/** GET and PUT /api/wishlist. */
export const WishlistBodySchema = v.object({ ids: WishlistIdsSchema });
export type WishlistBody = v.InferOutput<typeof WishlistBodySchema>;

/** SPEC.md section 2: the saving as an amount and as a percent with 2 decimals. */
export function wishlistSaving(originalPrice: Paise, discountPrice: Paise): { amount: Paise; percent: string } {
  const difference = paiseDifference(originalPrice, discountPrice);
  const amount = difference > 0 ? difference : ZERO_PAISE;
  const percent = originalPrice > 0 && amount > 0 ? ((amount / originalPrice) * 100).toFixed(2) : "0.00";
  return { amount, percent };
}
