import { ProductsPageSchema, PRODUCTS_PAGE_SIZE, type Product } from "@/domain/product";
import { useApiQuery, type QueryState } from "@/lib/use-api-query";

type SimilarTo = Pick<Product, "id" | "subcategoryId" | "categoryId">;

function similarProductsPath(product: SimilarTo): string | null {
  // Same subcategory first; a product filed only under a group gets the group's products.
  if (product.subcategoryId !== null)
    return `/api/products?subcat=${product.subcategoryId}&pageSize=${PRODUCTS_PAGE_SIZE}`;
  if (product.categoryId !== null) return `/api/products?cat=${product.categoryId}&pageSize=${PRODUCTS_PAGE_SIZE}`;
  return null;
}

/** Products like `product` (same subcategory), without the product itself. */
export function useSimilarProducts(product: SimilarTo): QueryState<Product[]> | { status: "none" } {
  const path = similarProductsPath(product);
  const query = useApiQuery(path, ProductsPageSchema);
  if (path === null) return { status: "none" };
  if (query.status !== "loaded") return query;
  return { status: "loaded", data: query.data.items.filter((item) => item.id !== product.id) };
}
