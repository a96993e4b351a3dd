import { useSetAtom } from "jotai";
import { useId, useState, type FormEvent } from "react";
import { Link, useFetcher } from "react-router";
import { FormAlert } from "@/components/form-field";
import { REVIEW_MAX_LENGTH } from "@/domain/review";
import type { PublishedReview } from "@/domain/published-review";
import { postedValues } from "@/lib/form/form-reply";
import { useForm } from "@/lib/form/use-form";
import { signInPath } from "@/lib/safe-return-to";
import { addReviewAtom } from "@/stores/reviews";
import { readSession } from "@/lib/session-request";
import {
  checkReview,
  REVIEW_FIELDS,
  sentBackReply,
  type ReviewFormResult,
} from "@/features/reviews/utils/review-form-result";
import { useI18n } from "@/lib/i18n/i18n-context";
import { useDomainMessage } from "@/lib/i18n/domain-messages";
import { StarRatingInput } from "./star-rating-input";

/**
 * `unknown`: the page does not know yet who is signed in (its first moments after hydration); a
 * review sent then waits for the answer and goes where that says.
 */
export type ReviewFormMode =
  { kind: "unknown" } | { kind: "guest" } | { kind: "create" } | { kind: "edit"; review: PublishedReview };

interface ReviewFormProps {
  productId: number;
  mode: ReviewFormMode;
  /** The keyed fetcher every part of the reviews block reads the last answer from. */
  fetcherKey: string;
  /** The action's answer to a post made without script (useActionData). */
  returned: ReviewFormResult | undefined;
}

/**
 * A signed-in customer's review is posted to the product page's action with the form helper
 * (src/lib/form): checked on the domain's ReviewDraftSchema before it is sent, its messages at the
 * stars and the text, published for every shopper, with or without script. A guest's review stays
 * in this browser's cookie as SPEC.md section 5 has it (blank text or no rating: nothing happens;
 * once accepted, text and rating are cleared), with the offer to sign in to publish it; that needs
 * script, and without it the action answers a guest with the sign-in offer. The cookie can fill
 * up: then the shopper is told instead of an older review silently disappearing.
 */
export function ReviewForm({ productId, mode, fetcherKey, returned }: ReviewFormProps) {
  const { t, path } = useI18n();
  const wordMessage = useDomainMessage();
  const fetcher = useFetcher<ReviewFormResult>({ key: fetcherKey });
  const answer = fetcher.data ?? returned;
  const intent = mode.kind === "edit" ? "edit" : "create";
  const reply =
    answer?.status === "sign-in" || (answer?.status === "sent-back" && answer.intent === intent)
      ? sentBackReply(answer)
      : undefined;
  const initial = mode.kind === "edit" ? { rating: String(mode.review.rating), text: mode.review.text } : undefined;
  const id = useId();
  const ids = { rating: `${id}-rating`, text: `${id}-text` };
  const { form, field, error, checkBeforeSending } = useForm({
    fields: REVIEW_FIELDS,
    ids,
    check: checkReview,
    reply,
    initial,
    hints: ["text"],
  });
  const textField = field("text");
  // The stars and the character count are drawn from what is chosen and typed.
  const [rating, setRating] = useState(Number(reply?.values.rating ?? initial?.rating) || 0);
  const [length, setLength] = useState(textField.defaultValue.length);
  const [local, setLocal] = useState<"none" | "added" | "full">("none");
  const addReview = useSetAtom(addReviewAtom);
  const sending = fetcher.state !== "idle";

  function keepInBrowser(element: HTMLFormElement) {
    const values = postedValues(new FormData(element), REVIEW_FIELDS);
    const result = addReview({ productId, text: values.text, rating: Number(values.rating) || 0 });
    if (result === "ignored") return;
    setLocal(result);
    if (result === "added") {
      element.reset();
      setRating(0);
      setLength(0);
    }
  }

  /**
   * Sent before the page knew who is signed in: a customer's review is checked as in "create" mode
   * and published, a guest's kept in the browser.
   * When the question fails, the action decides: it knows the session cookie.
   */
  async function sendOnceKnown(element: HTMLFormElement) {
    const guest = await readSession().then(
      (user) => user === null,
      () => false,
    );
    if (guest) keepInBrowser(element);
    else if (checkBeforeSending(element)) await fetcher.submit(element, { method: "post" });
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    if (mode.kind === "create" || mode.kind === "edit") {
      form.onSubmit(event);
      return;
    }
    event.preventDefault();
    if (mode.kind === "guest") keepInBrowser(event.currentTarget);
    else void sendOnceKnown(event.currentTarget);
  }

  const title = mode.kind === "edit" ? t("reviews.editTitle") : t("reviews.writeTitle");
  return (
    <fetcher.Form
      method="post"
      className="review-form"
      noValidate={form.noValidate}
      onSubmit={onSubmit}
      onChange={form.onChange}
      aria-labelledby={`${id}-title`}
    >
      <h3 id={`${id}-title`} className="review-form__title">
        {title}
      </h3>
      <input type="hidden" name="intent" value={intent} />
      {mode.kind === "edit" && <input type="hidden" name="reviewId" value={mode.review.id} />}
      <FormAlert message={sending ? null : (reply?.formError ?? null)} />
      <StarRatingInput id={ids.rating} name="rating" value={rating} onChange={setRating} error={error("rating")} />
      <div className="review-form__field">
        <label htmlFor={ids.text}>{t("reviews.yourReview")}</label>
        <textarea
          {...textField}
          onInput={(event) => setLength(event.currentTarget.value.length)}
          maxLength={REVIEW_MAX_LENGTH}
          rows={4}
        />
        {error("text") && (
          <p id={`${ids.text}-error`} className="form-field__error">
            {wordMessage(error("text") ?? "")}
          </p>
        )}
        <p id={`${ids.text}-hint`} className="review-form__hint">
          {t("reviews.characters", { length, max: REVIEW_MAX_LENGTH })}
        </p>
      </div>
      <button type="submit" className="button" disabled={sending}>
        {sending ? t("reviews.saving") : mode.kind === "edit" ? t("reviews.save") : t("reviews.submit")}
      </button>
      <p className="review-form__status" role="status">
        {local === "added" && t("reviews.created")}
      </p>
      {local === "added" && (
        <p className="review-form__publish">
          {t("reviews.keptHere")}{" "}
          <Link to={path(signInPath(path(`/product/${productId}`)))}>{t("reviews.signIn")}</Link>{" "}
          {t("reviews.toPublish")}
        </p>
      )}
      {answer?.status === "sign-in" && (
        <p className="review-form__publish" role="alert">
          <Link to={path(signInPath(path(`/product/${productId}`)))}>{t("reviews.signInToPublish")}</Link>
        </p>
      )}
      {local === "full" && (
        <p className="error-text" role="alert">
          {t("reviews.cookieFull")}
        </p>
      )}
    </fetcher.Form>
  );
}
