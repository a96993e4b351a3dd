import type { Config } from "@netlify/functions";
import { WishlistBodySchema, type WishlistBody } from "@domain/wishlist";
import { json, readJson } from "./_shared/http";
import { customer, endpoint } from "./_shared/route";
import { customerWishlist, saveCustomerWishlist } from "./_shared/wishlist";

export const config: Config = { path: "/api/wishlist" };

/**
 * SPEC.md section 7 has no wishlist call, so a customer's list is kept by the shop API's
 * extension (shop-api/src/routes/wishlists.ts, decision 041): it follows the account across
 * devices and leaves the device at sign-out (decision 007).
 */
export default endpoint(config, {
  "/api/wishlist": {
    /** The signed-in customer's wishlist ids, newest first. */
    GET: customer(async (ctx) => json({ ids: await customerWishlist(ctx) } satisfies WishlistBody)),

    /** Replaces the whole list: {ids: [...]} (at most 100, each once) -> the stored list. */
    PUT: customer(async (ctx) => {
      const { ids } = await readJson(ctx.req, WishlistBodySchema);
      return json({ ids: await saveCustomerWishlist(ctx, ids) } satisfies WishlistBody);
    }),
  },
});
