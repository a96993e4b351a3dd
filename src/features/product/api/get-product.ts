import { ProductResponseSchema } from "@/domain/product";
import { useApiQuery } from "@/lib/use-api-query";

/** GET /api/products/{id}: one product; a 404 means there is no such product. */
export function useProduct(productId: number | null) {
  return useApiQuery(productId === null ? null : `/api/products/${productId}`, ProductResponseSchema);
}
