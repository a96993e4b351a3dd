/**
 * Reviews the shopper wrote, kept in the productReviews cookie for 7 days (SPEC.md sections 3, 5
 * and 9). A cookie holds about 4 KB: a review that would not fit is refused with a message
 * rather than silently dropping an older one.
 */
import { atom } from "jotai";
import { isReviewAcceptable, ReviewListSchema, REVIEWS_COOKIE_MAX_BYTES, type Review } from "@/domain/review";
import { encodedCookieBytes } from "@/lib/cookies";
import { persistedAtom } from "@/lib/persisted-atom";

export const REVIEWS_COOKIE = "productReviews";
export const REVIEWS_COOKIE_DAYS = 7;

export const reviewsAtom = persistedAtom<Review[]>(REVIEWS_COOKIE, ReviewListSchema, [], {
  in: "cookie",
  days: REVIEWS_COOKIE_DAYS,
});

export type AddReviewResult = "added" | "ignored" | "full";

export const addReviewAtom = atom(
  null,
  (get, set, draft: { productId: number; text: string; rating: number }): AddReviewResult => {
    // SPEC.md section 5: blank text or no rating -> nothing happens.
    if (!isReviewAcceptable(draft.text, draft.rating)) return "ignored";
    const review: Review = {
      productId: draft.productId,
      text: draft.text.trim(),
      rating: draft.rating,
      date: new Date().toISOString().slice(0, 10),
    };
    const next = [...get(reviewsAtom), review];
    if (encodedCookieBytes(REVIEWS_COOKIE, JSON.stringify(next)) > REVIEWS_COOKIE_MAX_BYTES) return "full";
    set(reviewsAtom, next);
    return "added";
  },
);
