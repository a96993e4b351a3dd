import { useActionData, useFetcher } from "react-router";
import { useAtomValue } from "@/lib/page-start/use-atom-value";
import { FormAlert } from "@/components/form-field";
import { RatingStars } from "@/components/rating-stars";
import { WidgetBoundary } from "@/components/widget-boundary";
import type { PublishedReview, ReviewsPage } from "@/domain/published-review";
import type { SettledPart } from "@/lib/load-result";
import { reviewsAtom } from "@/stores/reviews";
import { useSessionUser } from "@/lib/session-user";
import { formatReviewDate } from "@/features/reviews/utils/review-date";
import type { ReviewFormResult } from "@/features/reviews/utils/review-form-result";
import { useI18n } from "@/lib/i18n/i18n-context";
import type { MessageId } from "@/lib/i18n/translator";
import { OwnReviewItem } from "./own-review-item";
import { PublishedReviews } from "./published-reviews";
import { ReviewForm } from "./review-form";
import { ReviewSummary } from "./review-summary";
import "./reviews.css";

interface ProductReviewsProps {
  product: { id: number; rating: number; ratings: number };
  /** The page of published reviews the server read with the product. */
  reviews: SettledPart<ReviewsPage>;
  /** The signed-in customer's review: null for none, undefined while not known. */
  ownReview: PublishedReview | null | undefined;
}

const ANSWER_TEXT: Partial<Record<string, MessageId>> = {
  create: "reviews.created",
  edit: "reviews.edited",
  deleted: "reviews.deleted",
};

/**
 * The reviews part of SPEC.md's reviews block: the vendor's rating beside the written reviews'
 * count and spread, the published reviews, and the form. A signed-in customer's own review shows
 * first with Edit and Delete; a guest's reviews stay in this browser, as SPEC.md keeps them.
 */
export function ProductReviews({ product, reviews, ownReview }: ProductReviewsProps) {
  const { t, locale } = useI18n();
  const fetcherKey = `review-${product.id}`;
  const fetcher = useFetcher<ReviewFormResult>({ key: fetcherKey });
  const returned = useActionData<ReviewFormResult>();
  const answer = fetcher.data ?? returned;
  const user = useSessionUser();
  const localReviews = useAtomValue(reviewsAtom)
    .filter((review) => review.productId === product.id)
    .reverse();

  // The latest answer is newer than the page's data until the page has been read again.
  const own =
    answer?.status === "saved"
      ? answer.review
      : answer?.status === "deleted"
        ? null
        : answer?.status === "sent-back" && answer.own
          ? answer.own
          : (ownReview ?? null);
  const hiddenId = own?.id ?? (answer?.status === "deleted" ? answer.reviewId : null);
  const signedIn = Boolean(user) || answer?.status === "saved";
  const formMode = signedIn ? "create" : user === null ? "guest" : "unknown";
  const page = reviews.status === "loaded" ? reviews.data : null;
  const answerId =
    fetcher.state === "idle" && answer
      ? answer.status === "saved"
        ? ANSWER_TEXT[answer.intent]
        : answer.status === "deleted"
          ? ANSWER_TEXT.deleted
          : undefined
      : undefined;

  return (
    <section className="product-section reviews" aria-labelledby="reviews-title">
      <h2 id="reviews-title">{t("reviews.title")}</h2>
      <ReviewSummary
        rating={product.rating}
        ratings={product.ratings}
        written={page?.total ?? null}
        distribution={page?.distribution ?? null}
      />
      <p className="reviews__answer" role="status">
        {answerId && t(answerId)}
      </p>
      <WidgetBoundary>
        {/* A second review refused: why, above the first one, which now shows with Edit and Delete. */}
        {answer?.status === "sent-back" && answer.own && fetcher.state === "idle" && (
          <FormAlert message={answer.reply.formError ?? null} />
        )}
        {own && <OwnReviewItem review={own} productId={product.id} fetcherKey={fetcherKey} returned={returned} />}
        {page ? (
          <PublishedReviews page={page} hideId={hiddenId} />
        ) : (
          <p className="error-text">{t("reviews.loadFailed")}</p>
        )}
        {!signedIn && localReviews.length > 0 && (
          <ul className="reviews__list" aria-label={t("reviews.yours")}>
            {localReviews.map((review, index) => (
              <li key={`${review.date}-${index}`} className="review">
                <div className="review__header">
                  <RatingStars rating={review.rating} />
                  <time dateTime={review.date} className="review__date">
                    {formatReviewDate(review.date, locale)}
                  </time>
                </div>
                <p className="review__text">{review.text}</p>
              </li>
            ))}
          </ul>
        )}
        {!own && (
          // One form whatever the session turns out to be: what was typed stays when it is known.
          <ReviewForm productId={product.id} mode={{ kind: formMode }} fetcherKey={fetcherKey} returned={returned} />
        )}
      </WidgetBoundary>
    </section>
  );
}
