/**
 * Reviews published for every shopper (issue 30), kept by the shop API: one per customer and
 * product, plain text, shown with the writer's first name and last initial. Apart from
 * ./review.ts, which the page frame's rating stars import: these schemas stay out of its chunk.
 */
import * as v from "valibot";
import { IdSchema } from "./ids";
import { RATING_MAX, REVIEW_MAX_LENGTH } from "./review";
export const RATING_REQUIRED = "Please choose a rating from 1 to 5 stars.";
export const REVIEW_TEXT_REQUIRED = "Please write a few words about the product.";
export const REVIEW_TEXT_TOO_LONG = `Please keep your review to ${REVIEW_MAX_LENGTH.toLocaleString("en-IN")} characters.`;
export const REVIEW_NOT_PLAIN_TEXT = "Please write your review as plain text, without HTML tags.";
export const REVIEW_EXISTS = "You have already reviewed this product. You can edit your review instead.";
export const REVIEW_NOT_FOUND = "That review does not exist, or it is not yours.";
export const REVIEWS_TOO_MANY = "You have written or changed many reviews in a short time.";

/** Reviews on one page of the product's list. */
export const REVIEWS_PAGE_SIZE = 10;
/** Writes (new reviews and edits) a customer may make, and a client address, per window. */
export const REVIEW_WRITES_PER_CUSTOMER = 10;
export const REVIEW_WRITES_PER_ADDRESS = 30;
export const REVIEW_WRITES_WINDOW_MINUTES = 60;

/** Something a browser would read as markup: a tag, a closing tag, a comment or a doctype. */
const MARKUP = /<\s*[a-z!/?][^>]*>/i;

/** A review's text as stored: line breaks kept as \n, other control characters dropped, trimmed. */
export function plainReviewText(text: string): string {
  return (
    text
      .replace(/\r\n?/g, "\n")
      // eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
      .replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, "")
      .trim()
  );
}

/** 1 to 5, as a number (JSON) or one digit (a posted form's radio value). */
export const PublishedRatingSchema = v.pipe(
  v.union([v.number(), v.pipe(v.string(), v.regex(/^\d$/), v.transform(Number))], RATING_REQUIRED),
  v.integer(RATING_REQUIRED),
  v.minValue(1, RATING_REQUIRED),
  v.maxValue(RATING_MAX, RATING_REQUIRED),
);

export const PublishedTextSchema = v.config(
  v.pipe(
    v.string(REVIEW_TEXT_REQUIRED),
    v.transform(plainReviewText),
    v.nonEmpty(REVIEW_TEXT_REQUIRED),
    v.maxLength(REVIEW_MAX_LENGTH, REVIEW_TEXT_TOO_LONG),
    v.check((text) => !MARKUP.test(text), REVIEW_NOT_PLAIN_TEXT),
  ),
  { abortPipeEarly: true },
);

/** What a customer writes: the functions' request body and the product page's form. */
export const ReviewDraftSchema = v.object({ rating: PublishedRatingSchema, text: PublishedTextSchema });
export type ReviewDraft = v.InferOutput<typeof ReviewDraftSchema>;

/** "Priya S.": the first name and the last name's initial, as a published review shows its writer. */
export function reviewerName(firstName: string, lastName: string): string {
  const first = firstName.trim();
  const initial = Array.from(lastName.trim())[0]?.toUpperCase();
  return initial ? `${first} ${initial}.` : first;
}

export const PublishedReviewSchema = v.object({
  id: IdSchema,
  productId: IdSchema,
  rating: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(RATING_MAX)),
  text: v.string(),
  author: v.string(),
  /** ISO date-time it was first written, and last changed. */
  createdAt: v.string(),
  updatedAt: v.string(),
  /** The writer has a delivered order with this product. */
  verifiedPurchase: v.boolean(),
});
export type PublishedReview = v.InferOutput<typeof PublishedReviewSchema>;

export const ReviewsPageSchema = v.object({
  reviews: v.array(PublishedReviewSchema),
  /** Written reviews of the product in all. */
  total: v.number(),
  page: v.number(),
  pageSize: v.number(),
  /** How many written reviews give each rating: index 0 is 1 star, index 4 is 5 stars. */
  distribution: v.pipe(v.array(v.number()), v.length(RATING_MAX)),
});
export type ReviewsPage = v.InferOutput<typeof ReviewsPageSchema>;

export const OwnReviewResponseSchema = v.object({ review: v.nullable(PublishedReviewSchema) });
