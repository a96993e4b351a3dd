import { useSetAtom } from "jotai";
import { useId, useState, type FormEvent } from "react";
import { Link, useFetcher } from "react-router";
import { fieldA11y, FormAlert } from "@/components/form-field";
import { isReviewAcceptable, REVIEW_MAX_LENGTH } from "@/domain/review";
import { PUBLISHED_REVIEW_MAX_LENGTH, type PublishedReview } from "@/domain/published-review";
import { signInPath } from "@/lib/safe-return-to";
import { addReviewAtom } from "@/stores/reviews";
import type { ReviewFormResult } from "@/features/reviews/utils/review-form-result";
import { StarRatingInput } from "./star-rating-input";

export type ReviewFormMode = { kind: "guest" } | { kind: "create" } | { kind: "edit"; review: PublishedReview };

interface ReviewFormProps {
  productId: number;
  mode: ReviewFormMode;
  /** The keyed fetcher every part of the reviews block reads the last answer from. */
  fetcherKey: string;
  /** The action's answer to a post made without script (useActionData). */
  returned: ReviewFormResult | undefined;
}

const SIGN_IN_TO_PUBLISH = "Sign in to publish your review for other shoppers.";

/**
 * SPEC.md section 5: a review needs non-blank text and a rating above 0, otherwise nothing
 * happens; once accepted, text and rating are cleared. A signed-in customer's review is posted to
 * the product page's action (published for every shopper, with or without script); a guest's stays
 * in this browser's cookie as SPEC.md has it, with the offer to sign in to publish it. The cookie
 * can fill up: then the shopper is told instead of an older review silently disappearing.
 */
export function ReviewForm({ productId, mode, fetcherKey, returned }: ReviewFormProps) {
  const fetcher = useFetcher<ReviewFormResult>({ key: fetcherKey });
  const answer = fetcher.data ?? returned;
  const refused = answer && (answer.status === "invalid" || answer.status === "refused" || answer.status === "sign-in");
  const initial =
    refused && answer.values
      ? { text: answer.values.text, rating: Number(answer.values.rating) || 0 }
      : mode.kind === "edit"
        ? { text: mode.review.text, rating: mode.review.rating }
        : { text: "", rating: 0 };
  const [text, setText] = useState(initial.text);
  const [rating, setRating] = useState(initial.rating);
  const [local, setLocal] = useState<"none" | "added" | "full">("none");
  const addReview = useSetAtom(addReviewAtom);
  const id = useId();
  const busy = fetcher.state !== "idle";
  const max = mode.kind === "guest" ? REVIEW_MAX_LENGTH : PUBLISHED_REVIEW_MAX_LENGTH;
  const errors = answer?.status === "invalid" && !busy ? answer.errors : {};
  const alert = answer?.status === "refused" && !busy ? answer.message : null;

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    // SPEC.md section 5: blank text or no rating -> nothing happens.
    if (!isReviewAcceptable(text, rating)) {
      event.preventDefault();
      return;
    }
    // A customer's review is posted; once saved, it shows as theirs in place of this form.
    if (mode.kind !== "guest") return;
    event.preventDefault();
    const result = addReview({ productId, text, rating });
    if (result === "ignored") return;
    setLocal(result);
    if (result === "added") {
      setText("");
      setRating(0);
    }
  }

  const title = mode.kind === "edit" ? "Edit your review" : "Write a review";
  return (
    <fetcher.Form method="post" className="review-form" onSubmit={onSubmit} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="review-form__title">
        {title}
      </h3>
      <input type="hidden" name="intent" value={mode.kind === "edit" ? "edit" : "create"} />
      {mode.kind === "edit" && <input type="hidden" name="reviewId" value={mode.review.id} />}
      <FormAlert message={alert} />
      <StarRatingInput name="rating" value={rating} onChange={setRating} error={errors.rating} />
      <div className="review-form__field">
        <label htmlFor={`${id}-text`}>Your review</label>
        <textarea
          id={`${id}-text`}
          name="text"
          value={text}
          onChange={(event) => setText(event.target.value)}
          maxLength={max}
          rows={4}
          {...fieldA11y(`${id}-text`, errors.text, true)}
        />
        {errors.text && (
          <p id={`${id}-text-error`} className="form-field__error">
            {errors.text}
          </p>
        )}
        <p id={`${id}-text-hint`} className="review-form__hint">
          {text.length}/{max} characters
        </p>
      </div>
      <button type="submit" className="button" disabled={busy}>
        {busy ? "Saving…" : mode.kind === "edit" ? "Save changes" : "Submit review"}
      </button>
      <p className="review-form__status" role="status">
        {local === "added" && "Thank you! Your review was added."}
      </p>
      {local === "added" && (
        <p className="review-form__publish">
          It is kept in this browser only. <Link to={signInPath(`/product/${productId}`)}>Sign in</Link> to publish your
          reviews for other shoppers.
        </p>
      )}
      {answer?.status === "sign-in" && (
        <p className="review-form__publish" role="alert">
          <Link to={signInPath(`/product/${productId}`)}>{SIGN_IN_TO_PUBLISH}</Link>
        </p>
      )}
      {local === "full" && (
        <p className="error-text" role="alert">
          No more reviews can be stored in this browser. Reviews are kept in a cookie, and it is full.
        </p>
      )}
    </fetcher.Form>
  );
}
