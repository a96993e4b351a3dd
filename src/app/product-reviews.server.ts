/**
 * The product page's review action: a signed-in customer's new review, edit or deletion, posted by
 * the reviews form with or without script, read with the form helper on the domain's
 * ReviewDraftSchema and handed to the functions' review code (functions/_shared/product-reviews.ts,
 * as the /api/reviews routes do), which limits writes per customer and per client address. A
 * guest's post is answered with the offer to sign in. Server-only (`.server`).
 */
import { data } from "react-router";
import { parseIdText } from "@/domain/ids";
import { ReviewDraftSchema, REVIEW_NOT_FOUND } from "@/domain/published-review";
import {
  REVIEW_FIELDS,
  reviewIntentOf,
  type ReviewFormResult,
  type ReviewIntent,
} from "@/features/reviews/utils/review-form-result";
import { formReply, postedValues, readSubmission } from "@/lib/form/form-reply";
import { readFormData } from "@/lib/form/posted-form";
import { CLIENT_ADDRESS_HEADER } from "@functions/_shared/client-window";
import { changeReview, type ReviewChange } from "@functions/_shared/product-reviews";
import { isSameOriginRequest } from "@functions/_shared/service";
import type { Shop } from "./shop.server";

const CANNOT_SAVE = "Your review could not be saved just now. Please try again in a minute.";
const NOT_FROM_HERE = "This form did not come from the shop's own pages. Please reload the page and try again.";

const sentBack = (
  intent: ReviewIntent,
  result: Omit<Extract<ReviewFormResult, { status: "sent-back" }>, "status" | "intent">,
  status: number,
  headers?: HeadersInit,
) => data<ReviewFormResult>({ status: "sent-back", intent, ...result }, { status, headers });

export async function changeReviewForm(request: Request, shop: Shop, productId: number) {
  // The session cookie is SameSite=Lax, and the check is the functions' (decision 004) as well;
  // another site's post is refused before its body is read.
  if (!isSameOriginRequest(request))
    return sentBack("create", { reply: formReply({}, { formError: NOT_FROM_HERE }) }, 403);
  const form = await readFormData(request);
  const values = postedValues(form, REVIEW_FIELDS);
  const intent = reviewIntentOf(form) ?? "create";
  const refuse = (message: string, status: number) =>
    sentBack(intent, { reply: formReply(values, { formError: message }) }, status);
  const customer = await shop.customer();
  if (!customer) return data<ReviewFormResult>({ status: "sign-in", reply: formReply(values) }, { status: 401 });

  let change: ReviewChange;
  if (intent === "delete") {
    const reviewId = parseIdText(form.get("reviewId")?.toString());
    if (reviewId === null) return refuse(REVIEW_NOT_FOUND, 404);
    change = { kind: "delete", reviewId };
  } else {
    const submission = readSubmission(form, ReviewDraftSchema, REVIEW_FIELDS);
    if (!submission.ok) return sentBack(intent, { reply: submission.reply }, 400);
    if (intent === "edit") {
      const reviewId = parseIdText(form.get("reviewId")?.toString());
      if (reviewId === null) return refuse(REVIEW_NOT_FOUND, 404);
      change = { kind: "edit", reviewId, draft: submission.output };
    } else {
      change = { kind: "create", productId, draft: submission.output };
    }
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
        return sentBack(intent, { reply: formReply(values, { formError: outcome.message }) }, 429, {
          "Retry-After": String(outcome.retryAfterSeconds),
        });
      case "refused": {
        if (outcome.code !== "review_exists") return refuse(outcome.message, 404);
        // The page (public, the same for everybody) did not know this customer had written one:
        // it shows it now, with Edit and Delete, also to a browser without script.
        const own = await shop.api.getCustomerReview(customer.id, productId).catch(() => null);
        return sentBack(
          intent,
          { reply: formReply(values, { formError: outcome.message }), ...(own ? { own } : {}) },
          409,
        );
      }
    }
  } catch (error) {
    // The limits' store or the shop API did not answer: nothing was written, the form comes back.
    console.error("[reviews] review not saved", error);
    return refuse(CANNOT_SAVE, 503);
  }
}
