import { useSetAtom } from "jotai";
import { useId, useState, type FormEvent } from "react";
import { REVIEW_MAX_LENGTH } from "@/domain/review";
import { addReviewAtom } from "@/stores/reviews";
import { StarRatingInput } from "./star-rating-input";

type Outcome = "none" | "added" | "full";

/**
 * SPEC.md section 5: a review needs non-blank text and a rating above 0, otherwise nothing
 * happens; once accepted, text and rating are cleared. Reviews live in a cookie, which can fill
 * up: then the shopper is told instead of an older review silently disappearing.
 */
export function ReviewForm({ productId }: { productId: number }) {
  const [text, setText] = useState("");
  const [rating, setRating] = useState(0);
  const [outcome, setOutcome] = useState<Outcome>("none");
  const addReview = useSetAtom(addReviewAtom);
  const id = useId();

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const result = addReview({ productId, text, rating });
    if (result === "ignored") return;
    setOutcome(result);
    if (result === "added") {
      setText("");
      setRating(0);
    }
  }

  return (
    <form className="review-form" onSubmit={onSubmit} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="review-form__title">
        Write a review
      </h3>
      <StarRatingInput name={`${id}-rating`} value={rating} onChange={setRating} />
      <div className="review-form__field">
        <label htmlFor={`${id}-text`}>Your review</label>
        <textarea
          id={`${id}-text`}
          value={text}
          onChange={(event) => setText(event.target.value)}
          maxLength={REVIEW_MAX_LENGTH}
          rows={4}
          aria-describedby={`${id}-hint`}
        />
        <p id={`${id}-hint`} className="review-form__hint">
          {text.length}/{REVIEW_MAX_LENGTH} characters
        </p>
      </div>
      <button type="submit" className="button">
        Submit review
      </button>
      <p className="review-form__status" role="status">
        {outcome === "added" && "Thank you! Your review was added."}
      </p>
      {outcome === "full" && (
        <p className="error-text" role="alert">
          No more reviews can be stored in this browser. Reviews are kept in a cookie, and it is full.
        </p>
      )}
    </form>
  );
}
