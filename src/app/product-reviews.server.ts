/**
 * The product page's review action: a signed-in customer's new review, edit or deletion, posted by
 * the reviews form with or without script, checked on the rule of src/domain/published-review.ts and handed
 * to the functions' review code (functions/_shared/product-reviews.ts, as the /api/reviews routes
 * do), which limits writes per customer and per client address. A guest's post is answered with
 * the offer to sign in. Server-only (`.server`).
 */
import { data } from "react-router";
import { parseIdText } from "@/domain/ids";
import {
  checkReviewDraft,
  reviewIntentOf,
  reviewValuesOf,
  type ReviewFormResult,
} from "@/features/reviews/utils/review-form-result";
import { CLIENT_ADDRESS_HEADER } from "@functions/_shared/client-window";
import { changeReview, type ReviewChange } from "@functions/_shared/product-reviews";
import { isSameOriginRequest } from "@functions/_shared/route";
import { readSession } from "@functions/_shared/session";
import type { Shop } from "./shop.server";

const CANNOT_SAVE = "Your review could not be saved just now. Please try again in a minute.";
const NOT_FROM_HERE = "This form did not come from the shop's own pages. Please reload the page and try again.";

export async function changeReviewForm(request: Request, shop: Shop, productId: number) {
  const form = await request.formData();
  const values = reviewValuesOf(form);
  const intent = reviewIntentOf(form) ?? "create";
  const refuse = (message: string, status: number) =>
    data<ReviewFormResult>({ status: "refused", intent, values, message }, { status });
  // The session cookie is SameSite=Lax, and the check is the functions' (decision 004) as well.
  if (!isSameOriginRequest(request)) return refuse(NOT_FROM_HERE, 403);
  const customer = await readSession(request);
  if (!customer) return data<ReviewFormResult>({ status: "sign-in", values }, { status: 401 });

  let change: ReviewChange;
  if (intent === "delete" || intent === "edit") {
    const reviewId = parseIdText(form.get("reviewId")?.toString());
    if (reviewId === null) return refuse("That review does not exist, or it is not yours.", 404);
    if (intent === "delete") {
      change = { kind: "delete", reviewId };
    } else {
      const check = checkReviewDraft(values);
      if (!check.ok)
        return data<ReviewFormResult>({ status: "invalid", intent, values, errors: check.errors }, { status: 400 });
      change = { kind: "edit", reviewId, draft: check.draft };
    }
  } else {
    const check = checkReviewDraft(values);
    if (!check.ok)
      return data<ReviewFormResult>({ status: "invalid", intent, values, errors: check.errors }, { status: 400 });
    change = { kind: "create", productId, draft: check.draft };
  }

  try {
    const outcome = await changeReview(shop.api, customer.id, request.headers.get(CLIENT_ADDRESS_HEADER) ?? "", change);
    switch (outcome.status) {
      case "saved":
        return data<ReviewFormResult>({
          status: "saved",
          intent: change.kind === "edit" ? "edit" : "create",
          review: outcome.review,
        });
      case "deleted":
        return data<ReviewFormResult>({ status: "deleted", reviewId: change.kind === "delete" ? change.reviewId : 0 });
      case "limited":
        return data<ReviewFormResult>(
          { status: "refused", intent, values, message: outcome.message },
          { status: 429, headers: { "Retry-After": String(outcome.retryAfterSeconds) } },
        );
      case "refused":
        return refuse(outcome.message, outcome.code === "review_exists" ? 409 : 404);
    }
  } catch (error) {
    // The limits' store or the shop API did not answer: nothing was written, the form comes back.
    console.error("[reviews] review not saved", error);
    return refuse(CANNOT_SAVE, 503);
  }
}
