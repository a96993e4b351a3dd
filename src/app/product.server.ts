/**
 * The product pages' secondary reads (the product page's Similar Products, /related-products'
 * carousels), made on the server with the page so they are in the first HTML. A caller settles
 * each one: its failure shows that section's failure state, never the page's.
 */
import { PRODUCTS_PAGE_SIZE, productCardData, type Product, type ProductCardData } from "@/domain/product";
import { pickTrending } from "@/features/product/utils/trending";
import { productPage, type Shop } from "./shop.server";

type SimilarTo = Pick<Product, "id" | "subcategoryId" | "categoryId">;

/** Products like `product` (as cards), without the product itself; null when it is filed nowhere. */
export async function readSimilarProducts(shop: Shop, product: SimilarTo): Promise<ProductCardData[] | null> {
  // Same subcategory first; a product filed only under a group gets the group's products.
  const filter =
    product.subcategoryId !== null
      ? { subcat: product.subcategoryId }
      : product.categoryId !== null
        ? { cat: product.categoryId }
        : null;
  if (filter === null) return null;
  const page = await productPage(shop.api, { ...filter, page: 1, pageSize: PRODUCTS_PAGE_SIZE });
  return page.items.filter((item) => item.id !== product.id).map(productCardData);
}

/** The home page's 'Trending Now' group's products (GET /api/header-groups), as cards. */
export async function readTrendingProducts(shop: Shop): Promise<ProductCardData[]> {
  return pickTrending(await shop.api.getHeaderGroups()).map(productCardData);
}
