/**
 * Product reviews, kept in the shopper's productReviews cookie (SPEC.md sections 3, 5 and 9).
 * A review is accepted only when its text is not blank after trimming and its rating is above 0;
 * otherwise nothing happens.
 */
import * as v from "valibot";
import { IdSchema } from "./ids";
import { RATING_MAX } from "./rating";

export { RATING_MAX } from "./rating";

/**
 * The longest review text, a guest's (kept in the cookie) as a customer's (published): one form,
 * one counter. A guest's long reviews fill the cookie sooner, and the form says when it is full.
 */
export const REVIEW_MAX_LENGTH = 2000;
/** What one cookie can carry once encoded (browsers cap a cookie at about 4096 bytes). */
export const REVIEWS_COOKIE_MAX_BYTES = 3800;

export const ReviewSchema = v.object({
  productId: IdSchema,
  text: v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(REVIEW_MAX_LENGTH)),
  rating: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(RATING_MAX)),
  /** ISO date the review was written. */
  date: v.pipe(v.string(), v.isoDate()),
});
export type Review = v.InferOutput<typeof ReviewSchema>;

export const ReviewListSchema = v.array(ReviewSchema);

/** SPEC.md section 5: non-blank text after trimming and a rating above 0. */
export function isReviewAcceptable(text: string, rating: number): boolean {
  return text.trim() !== "" && rating > 0;
}
