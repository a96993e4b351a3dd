import { useProductsById, type ProductsById } from "@/lib/use-products-by-id";

export type WishlistProducts = ProductsById;

/** Not an error for the shopper: a product they saved was withdrawn from sale. */
function warnGone(ids: number[]): void {
  console.warn(`Wishlist products ${ids.join(", ")} are no longer in the catalogue.`);
}

/** The wishlist's products from the catalogue (a wishlist holds only ids), newest first. */
export function useWishlistProducts(ids: readonly number[]) {
  return useProductsById(ids, "wishlist products", warnGone);
}
