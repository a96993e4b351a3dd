import type { ReactNode } from "react";
import { RatingStars } from "@/components/rating-stars";
import type { PublishedReview } from "@/domain/published-review";
import { useI18n } from "@/lib/i18n/i18n-context";
import { formatReviewDate } from "@/features/reviews/utils/review-date";
import { initial } from "@/lib/i18n/elision";

/** One published review: its stars, writer, date, whether the writer bought the product, and its words. */
export function PublishedReviewItem({ review, actions }: { review: PublishedReview; actions?: ReactNode }) {
  const { t, locale } = useI18n();
  // A deleted account's reviews stay, their writer's name erased (decision 049).
  const author = review.author || t("privacy.formerCustomer");
  return (
    <article className="review" aria-label={t("reviews.by", { author, initial: initial(author) })}>
      <div className="review__header">
        <RatingStars rating={review.rating} />
        <span className="review__author">{author}</span>
        {review.verifiedPurchase && <span className="review__verified">{t("reviews.verified")}</span>}
        <time dateTime={review.createdAt.slice(0, 10)} className="review__date">
          {formatReviewDate(review.createdAt, locale)}
        </time>
      </div>
      <p className="review__text">{review.text}</p>
      {actions}
    </article>
  );
}
