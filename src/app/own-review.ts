/**
 * The signed-in customer's own review of a product, read in the browser by the product page's
 * clientLoader so the server's page stays the same for everybody (and cacheable). A guest asks
 * nothing.
 */
import { OwnReviewResponseSchema, type PublishedReview } from "@/domain/published-review";
import { apiGet } from "@/lib/api-client";
import { loadCustomerData } from "./private-route";

/** The customer's review: null when none (or a guest), undefined when not known (the server's page, or a failed read). */
export type OwnReview = PublishedReview | null | undefined;

export async function readOwnReview(productId: number, signal: AbortSignal): Promise<OwnReview> {
  const result = await loadCustomerData(
    (abort) => apiGet(`/api/products/${productId}/reviews/mine`, OwnReviewResponseSchema, { signal: abort }),
    signal,
  );
  if (result.status === "guest") return null;
  return result.status === "loaded" ? result.data.review : undefined;
}
