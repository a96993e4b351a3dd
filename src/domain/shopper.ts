/** Who is shopping and their wishlist, as the page server reads them (src/app/shopper.server.ts). */
import type { SessionUser } from "./session";

/** A customer's list that could not be read is an error: nothing shown can then be changed. */
export type ShopperWishlist = { status: "loaded"; ids: number[] } | { status: "error" };

export interface Shopper {
  /** The signed-in customer, null for a guest. */
  user: SessionUser | null;
  wishlist: ShopperWishlist;
}
