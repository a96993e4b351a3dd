/**
 * Writing a published review (issue 30): the limits first, per customer and per client address
 * (sliding windows in Netlify Blobs through ./client-window.ts; the numbers in
 * src/domain/published-review.ts), then the shop API's write. Shared by functions/reviews.ts and the product
 * page's action (the form with or without script), so both count against the same windows.
 */
import { randomUUID } from "node:crypto";
import {
  REVIEW_EXISTS,
  REVIEW_NOT_FOUND,
  REVIEW_WRITES_PER_ADDRESS,
  REVIEW_WRITES_PER_CUSTOMER,
  REVIEW_WRITES_WINDOW_MINUTES,
  REVIEWS_PAGE_SIZE,
  REVIEWS_TOO_MANY,
  type PublishedReview,
  type ReviewDraft,
  type ReviewsPage,
} from "@domain/published-review";
import { isMissingExtension } from "./catalogue-extensions";
import { addressBucket, removeFromWindow, reserveInWindow, retrySeconds } from "./client-window";
import { sha256Hex } from "./hash";
import { limitMessage } from "./http";
import { ShopApiError, ShopApiRefusal, type ShopApiClient } from "./shop-api-client";

const STORE_NAME = "review-throttle";
const WINDOW_MS = REVIEW_WRITES_WINDOW_MINUTES * 60 * 1000;

export type ReviewChange =
  | { kind: "create"; productId: number; draft: ReviewDraft }
  | { kind: "edit"; reviewId: number; draft: ReviewDraft }
  | { kind: "delete"; reviewId: number };

export type ReviewChangeOutcome =
  | { status: "saved"; review: PublishedReview }
  | { status: "deleted" }
  /** Over a limit: the message says how long to wait. */
  | { status: "limited"; message: string; retryAfterSeconds: number }
  /** A second review of the same product, or someone else's (or no) review. */
  | { status: "refused"; code: "review_exists" | "review_not_found" | "product_not_found"; message: string };

/** The limits' store could not be read or written: the write is refused, never let through uncounted. */
export class ReviewThrottleUnavailable extends Error {
  override readonly name = "ReviewThrottleUnavailable";
}

interface Reservation {
  key: string;
  id: string;
}

/** Reserves one write in the customer's window, then in the address's; a refusal keeps neither. */
async function reserve(
  customerId: number,
  clientAddress: string,
): Promise<{ granted: Reservation[] } | { retryAfterSeconds: number }> {
  const id = randomUUID();
  const windows = [
    { key: `customer/${customerId}`, max: REVIEW_WRITES_PER_CUSTOMER },
    { key: `client/${await sha256Hex(addressBucket(clientAddress))}`, max: REVIEW_WRITES_PER_ADDRESS },
  ];
  const granted: Reservation[] = [];
  try {
    for (const window of windows) {
      const retryMs = await reserveInWindow(STORE_NAME, window.key, id, window.max, WINDOW_MS);
      if (retryMs > 0) {
        await giveBack(granted);
        return { retryAfterSeconds: retrySeconds(retryMs) };
      }
      granted.push({ key: window.key, id });
    }
  } catch (error) {
    console.error("[review-throttle] could not reserve a review write", error);
    await giveBack(granted);
    throw new ReviewThrottleUnavailable("the review limits could not be checked");
  }
  return { granted };
}

async function giveBack(reservations: readonly Reservation[]): Promise<void> {
  for (const { key, id } of reservations) {
    await removeFromWindow(STORE_NAME, key, id, WINDOW_MS).catch((cause: unknown) =>
      console.error("[review-throttle] could not give back a review write", cause),
    );
  }
}

/** The shop API's answer to a write that never took effect: the write is given back to the limits. */
function unanswered(error: unknown): boolean {
  return error instanceof ShopApiError || (error instanceof ShopApiRefusal && error.status >= 500);
}

async function apply(shopApi: ShopApiClient, customerId: number, change: ReviewChange): Promise<ReviewChangeOutcome> {
  try {
    if (change.kind === "create") {
      return { status: "saved", review: await shopApi.insertReview(customerId, change.productId, change.draft) };
    }
    if (change.kind === "edit") {
      const review = await shopApi.updateReview(customerId, change.reviewId, change.draft);
      return review
        ? { status: "saved", review }
        : { status: "refused", code: "review_not_found", message: REVIEW_NOT_FOUND };
    }
    return (await shopApi.deleteReview(customerId, change.reviewId))
      ? { status: "deleted" }
      : { status: "refused", code: "review_not_found", message: REVIEW_NOT_FOUND };
  } catch (error) {
    if (error instanceof ShopApiRefusal && error.status === 409) {
      return { status: "refused", code: "review_exists", message: REVIEW_EXISTS };
    }
    if (error instanceof ShopApiRefusal && error.status === 404) {
      return { status: "refused", code: "product_not_found", message: "Product not found." };
    }
    throw error;
  }
}

/**
 * Makes `change` for the signed-in `customerId`, from `clientAddress` (Netlify's client
 * connection address). New reviews and edits count against both limits; a deletion counts against
 * none (it only ever takes something away). A shop API that does not answer gives the write back
 * and throws, so the customer may try again.
 */
export async function changeReview(
  shopApi: ShopApiClient,
  customerId: number,
  clientAddress: string,
  change: ReviewChange,
): Promise<ReviewChangeOutcome> {
  if (change.kind === "delete") return apply(shopApi, customerId, change);
  const reservation = await reserve(customerId, clientAddress);
  if (!("granted" in reservation)) {
    const { retryAfterSeconds } = reservation;
    return { status: "limited", message: limitMessage(REVIEWS_TOO_MANY, retryAfterSeconds), retryAfterSeconds };
  }
  try {
    return await apply(shopApi, customerId, change);
  } catch (error) {
    if (unanswered(error)) await giveBack(reservation.granted);
    throw error;
  }
}

/**
 * One page of a product's published reviews. A shop API with SPEC.md section 7 only keeps none:
 * the page reads as no reviews, and the product page stays whole.
 */
export async function readProductReviews(
  shopApi: ShopApiClient,
  productId: number,
  page: number,
): Promise<ReviewsPage> {
  try {
    return await shopApi.getProductReviews(productId, page, REVIEWS_PAGE_SIZE);
  } catch (error) {
    if (!isMissingExtension(error)) throw error;
    return { reviews: [], total: 0, page, pageSize: REVIEWS_PAGE_SIZE, distribution: [0, 0, 0, 0, 0] };
  }
}
