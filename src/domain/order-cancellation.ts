/**
 * SPEC.md section 5, order cancellation: the reasons offered, and the comment rule. Shared by the
 * cancellation form, the functions and the reference shop API, so the rule exists once.
 */
import * as v from "valibot";

export const CANCEL_REASONS = [
  "Incorrect size ordered",
  "Product not required anymore",
  "Cash Issue",
  "Ordered By Mistake",
  "Wants to change style/color",
  "Delayed Delivery Cancellation",
  "Duplicate Order",
] as const;

export type CancelReason = (typeof CANCEL_REASONS)[number];

export const CANCEL_COMMENT_MIN_LENGTH = 10;
export const CANCEL_COMMENT_MAX_LENGTH = 1000;

export const CANCEL_REASON_REQUIRED = "Please select a reason for cancellation.";
export const CANCEL_COMMENT_TOO_SHORT = "Please enter at least 10 characters in the comments.";

export function isCancelReason(value: string): value is CancelReason {
  return (CANCEL_REASONS as readonly string[]).includes(value);
}

export const CancelReasonSchema = v.pipe(
  v.string(CANCEL_REASON_REQUIRED),
  v.check(isCancelReason, CANCEL_REASON_REQUIRED),
);

/** At least 10 characters once trimmed; the trimmed text is what gets stored. */
export const CancelCommentSchema = v.pipe(
  v.string(CANCEL_COMMENT_TOO_SHORT),
  v.trim(),
  v.minLength(CANCEL_COMMENT_MIN_LENGTH, CANCEL_COMMENT_TOO_SHORT),
  v.maxLength(CANCEL_COMMENT_MAX_LENGTH, `Please keep the comments under ${CANCEL_COMMENT_MAX_LENGTH} characters.`),
);
