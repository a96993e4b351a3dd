/**
 * The product page's review form as its action reads and answers it
 * (src/app/product-reviews.server.ts), on the form helper's reply (src/lib/form) and the domain's
 * ReviewDraftSchema, which the functions and the shop API check too.
 */
import { ReviewDraftSchema, type PublishedReview, type ReviewDraft } from "@/domain/published-review";
import { checkForm, type FormCheck } from "@/lib/form-check";
import type { FormReply } from "@/lib/form/form-reply";

export type ReviewIntent = "create" | "edit" | "delete";

/** The form's fields in screen order: the first invalid one gets the focus. */
export const REVIEW_FIELDS = ["rating", "text"] as const;
export type ReviewField = (typeof REVIEW_FIELDS)[number];

export type ReviewFormResult =
  | { status: "saved"; intent: "create" | "edit"; review: PublishedReview }
  | { status: "deleted"; reviewId: number }
  /**
   * The form back with its messages and what was typed; `own` is the customer's published review
   * when they wrote a second one, so the page shows it with Edit and Delete, with script or without.
   */
  | { status: "sent-back"; intent: ReviewIntent; reply: FormReply<ReviewField>; own?: PublishedReview }
  /** A guest's form posted without script: the review stays unpublished until they sign in. */
  | { status: "sign-in"; reply: FormReply<ReviewField> };

export function reviewIntentOf(form: FormData): ReviewIntent | null {
  const intent = form.get("intent");
  return intent === "create" || intent === "edit" || intent === "delete" ? intent : null;
}

/** SPEC.md section 5's rule and the published review's: a rating 1 to 5 and plain, non-blank text. */
export function checkReview(values: Record<ReviewField, string>): FormCheck<ReviewDraft, ReviewField> {
  return checkForm(ReviewDraftSchema, values, REVIEW_FIELDS);
}

/** The reply a form was sent back with, if the last answer was one. */
export function sentBackReply(answer: ReviewFormResult | undefined): FormReply<ReviewField> | undefined {
  return answer?.status === "sent-back" || answer?.status === "sign-in" ? answer.reply : undefined;
}
