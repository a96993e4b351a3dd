/** Published product reviews (shop-api/src/routes/reviews.ts). */
import * as v from "valibot";
import type { PublishedReview, ReviewDraft, ReviewsPage } from "@domain/published-review";
import { orNull, READS, ShopApiError, type Transport } from "./transport";
import { VendorOkSchema, VendorOkStatus } from "./vendor";

/** A published review as the shop API sends it (GetProductReviews, get_customer_review, insert/update_review). */
export const VendorReviewSchema = v.object({
  id: v.number(),
  product_id: v.number(),
  rating: v.number(),
  text: v.string(),
  author: v.string(),
  created_at: v.string(),
  updated_at: v.string(),
  verified_purchase: v.boolean(),
});
export type VendorReview = v.InferOutput<typeof VendorReviewSchema>;

export const VendorReviewListSchema = v.object({ status: VendorOkStatus, data: v.array(VendorReviewSchema) });

/** GetProductReviews: one page, newest first, with the count and the ratings' distribution. */
export const VendorReviewPageSchema = v.object({
  status: VendorOkStatus,
  data: v.array(VendorReviewSchema),
  total: v.number(),
  distribution: v.array(v.number()),
  page: v.number(),
  page_size: v.number(),
});

/** A review in the app's own names. */
function reshapeReview(row: VendorReview): PublishedReview {
  return {
    id: row.id,
    productId: row.product_id,
    rating: row.rating,
    text: row.text,
    author: row.author,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    verifiedPurchase: row.verified_purchase,
  };
}

export function reviewCalls({ call }: Transport) {
  return {
    /**
     * POST /api/GetProductReviews (extension): one page of a product's reviews, newest first, with
     * their count and how many give each rating. A ShopApiRefusal with status 404 means the shop
     * API lacks the extension.
     */
    async getProductReviews(productId: number, page: number, pageSize: number): Promise<ReviewsPage> {
      const body = await call(
        "POST",
        "GetProductReviews",
        VendorReviewPageSchema,
        { product_id: productId, page, page_size: pageSize },
        READS,
      );
      const distribution = Array.from({ length: 5 }, (_, index) => body.distribution[index] ?? 0);
      return { reviews: body.data.map(reshapeReview), total: body.total, page, pageSize, distribution };
    },

    /** POST /api/get_customer_review (extension): the customer's own review of a product, or null. */
    async getCustomerReview(customerId: number, productId: number): Promise<PublishedReview | null> {
      const body = await call(
        "POST",
        "get_customer_review",
        VendorReviewListSchema,
        { userid: customerId, product_id: productId },
        READS,
      );
      const row = body.data[0];
      return row ? reshapeReview(row) : null;
    },

    /** POST /api/insert_review (extension): the published review; a 409 ShopApiRefusal when one exists. */
    async insertReview(customerId: number, productId: number, draft: ReviewDraft): Promise<PublishedReview> {
      const body = await call("POST", "insert_review", VendorReviewListSchema, {
        userid: customerId,
        product_id: productId,
        rating: draft.rating,
        text: draft.text,
      });
      const row = body.data[0];
      if (!row)
        throw new ShopApiError("upstream_invalid", "The shop API wrote a review but sent none (insert_review).");
      return reshapeReview(row);
    },

    /** POST /api/update_review (extension): the changed review, or null when it is not this customer's. */
    async updateReview(customerId: number, reviewId: number, draft: ReviewDraft): Promise<PublishedReview | null> {
      const body = await orNull(
        call("POST", "update_review", VendorReviewListSchema, {
          userid: customerId,
          review_id: reviewId,
          rating: draft.rating,
          text: draft.text,
        }),
      );
      const row = body?.data[0];
      return row ? reshapeReview(row) : null;
    },

    /** POST /api/delete_review (extension): false when it is not this customer's review. */
    async deleteReview(customerId: number, reviewId: number): Promise<boolean> {
      const body = await orNull(
        call("POST", "delete_review", VendorOkSchema, { userid: customerId, review_id: reviewId }),
      );
      return body !== null;
    },
  };
}
