/**
 * The product page's review form as its action reads and answers it (src/app/product-reviews.server.ts).
 * Kept small and beside the form until the shared form helper (src/lib/form) can take it over.
 */
import * as v from "valibot";
import { ReviewDraftSchema, type PublishedReview, type ReviewDraft } from "@/domain/published-review";

export type ReviewIntent = "create" | "edit" | "delete";
export type ReviewField = "rating" | "text";

/** What the shopper typed, sent back with a refusal so nothing is lost. */
export interface ReviewValues {
  rating: string;
  text: string;
}

export type ReviewFormResult =
  | { status: "saved"; intent: "create" | "edit"; review: PublishedReview }
  | { status: "deleted"; reviewId: number }
  | { status: "invalid"; intent: ReviewIntent; values: ReviewValues; errors: Partial<Record<ReviewField, string>> }
  | { status: "refused"; intent: ReviewIntent; values: ReviewValues; message: string }
  /** A guest's form posted without script: the review stays unpublished until they sign in. */
  | { status: "sign-in"; values: ReviewValues };

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
};

export function reviewValuesOf(form: FormData): ReviewValues {
  return { rating: text(form, "rating"), text: text(form, "text") };
}

export function reviewIntentOf(form: FormData): ReviewIntent | null {
  const intent = text(form, "intent");
  return intent === "create" || intent === "edit" || intent === "delete" ? intent : null;
}

/** The draft, or each field's message (the first per field), on the rule the shop API applies too. */
export function checkReviewDraft(
  values: ReviewValues,
): { ok: true; draft: ReviewDraft } | { ok: false; errors: Partial<Record<ReviewField, string>> } {
  const result = v.safeParse(ReviewDraftSchema, values);
  if (result.success) return { ok: true, draft: result.output };
  const errors: Partial<Record<ReviewField, string>> = {};
  for (const issue of result.issues) {
    const field = v.getDotPath(issue);
    if (field === "rating" || field === "text") errors[field] ??= issue.message;
  }
  return { ok: false, errors };
}
