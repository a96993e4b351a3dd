import type { Product } from "@/domain/product";
import { fetchProductsById } from "@/lib/products-by-id";

export interface WishlistProducts {
  /** The catalogue's products of the list, in the list's order (newest first). */
  products: Product[];
  /** Ids the catalogue answered without: the product was withdrawn from sale. */
  gone: number[];
}

/** The wishlist's products from the catalogue (a wishlist holds only ids). */
export async function getWishlistProducts(ids: readonly number[]): Promise<WishlistProducts> {
  const found = await fetchProductsById(ids);
  const gone = ids.filter((id) => !found.has(id));
  // Not an error for the shopper: a product they saved was withdrawn from sale.
  if (gone.length > 0) console.warn(`Wishlist products ${gone.join(", ")} are no longer in the catalogue.`);
  return { products: ids.flatMap((id) => found.get(id) ?? []), gone };
}
