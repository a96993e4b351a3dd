/**
 * The cancellation form's state, checked with the shared rule of SPEC.md section 5
 * (src/domain/order-cancellation.ts) rather than a copy of it.
 */
import * as v from "valibot";
import type { CancelOrderBody } from "@/domain/order";
import { CANCEL_COMMENT_TOO_SHORT, CancelCommentSchema, CancelReasonSchema } from "@/domain/order-cancellation";
import { ApiError } from "@/lib/api-client";
import { COMMENT_FIELD_TOO_SHORT } from "./order-text";

const CANCEL_FAILED = "The order could not be cancelled. Please try again.";

export interface CancelFormCheck {
  /** The request body once both rules hold (the comment trimmed), else null. */
  body: CancelOrderBody | null;
  /** What is still missing, for the summary beside the disabled button, in screen order. */
  missing: string[];
  /** The comment field's own message (shown once the field has been left). */
  commentError: string | null;
}

export function checkCancelForm(reason: string, comment: string): CancelFormCheck {
  const checkedReason = v.safeParse(CancelReasonSchema, reason);
  const checkedComment = v.safeParse(CancelCommentSchema, comment);
  const missing: string[] = [];
  if (!checkedReason.success) missing.push(checkedReason.issues[0].message);
  let commentError: string | null = null;
  if (!checkedComment.success) {
    const message = checkedComment.issues[0].message;
    missing.push(message);
    commentError = message === CANCEL_COMMENT_TOO_SHORT ? COMMENT_FIELD_TOO_SHORT : message;
  }
  const body =
    checkedReason.success && checkedComment.success
      ? { reason: checkedReason.output, comment: checkedComment.output }
      : null;
  return { body, missing, commentError };
}

/**
 * What the cancellation's action answers when the order was not cancelled (a success goes to
 * /order-cancelled): why, and what was posted, so the form rendered again keeps it.
 */
export interface CancelFormAnswer {
  formError: string;
  values?: { reason: string; comment: string };
}

/** The server's refusal in words meant for people (it can no longer be cancelled...), else the generic text. */
export function cancelRefusal(error: unknown): CancelFormAnswer {
  const ownMessage = error instanceof ApiError && error.code !== "http_error" && error.code !== "invalid_response";
  return { formError: ownMessage ? error.message : CANCEL_FAILED };
}
