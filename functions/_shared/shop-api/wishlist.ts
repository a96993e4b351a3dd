/** The customer's wishlist (decision 041, shop-api/src/routes/wishlists.ts). */
import * as v from "valibot";
import { READS, type Transport } from "./transport";
import { VendorIdSchema, VendorMergedSchema, VendorOkStatus } from "./vendor";

/** get_wishlist, replace_wishlist: the list, newest first. */
export const VendorWishlistSchema = v.object({
  status: VendorOkStatus,
  data: v.array(v.object({ prod_id: VendorIdSchema })),
});

export function reshapeWishlist(body: v.InferOutput<typeof VendorWishlistSchema>): number[] {
  return body.data.map((row) => row.prod_id);
}

export function wishlistCalls({ call }: Transport) {
  return {
    /** POST /api/get_wishlist: the customer's wishlist ids, newest first. */
    async getWishlist(customerId: number): Promise<number[]> {
      return reshapeWishlist(await call("POST", "get_wishlist", VendorWishlistSchema, { userid: customerId }, READS));
    },

    /** POST /api/replace_wishlist: the list becomes `ids` (newest first); the stored list. */
    async replaceWishlist(customerId: number, ids: readonly number[]): Promise<number[]> {
      return reshapeWishlist(
        await call("POST", "replace_wishlist", VendorWishlistSchema, { userid: customerId, prod_ids: ids }),
      );
    },

    /**
     * POST /api/merge_wishlist, the carry-over from Netlify Blobs (scripts/records-to-d1.mjs): the
     * ids not on the list yet go below it, in order, while there is room; how many were added.
     */
    async mergeWishlist(customerId: number, ids: readonly number[]): Promise<number> {
      return (await call("POST", "merge_wishlist", VendorMergedSchema, { userid: customerId, prod_ids: ids })).added;
    },
  };
}
