import { useAtomValue } from "@/lib/page-start/use-atom-value";
import { RatingStars } from "@/components/rating-stars";
import { WidgetBoundary } from "@/components/widget-boundary";
import { RATING_MAX } from "@/domain/review";
import { reviewsAtom } from "@/stores/reviews";
import { formatReviewDate } from "@/features/reviews/utils/review-date";
import { ReviewForm } from "./review-form";
import "./reviews.css";

interface ProductReviewsProps {
  product: { id: number; rating: number; ratings: number };
}

/** The reviews part of SPEC.md's reviews block: the shop's rating, this browser's reviews and the form. */
export function ProductReviews({ product }: ProductReviewsProps) {
  const reviews = useAtomValue(reviewsAtom)
    .filter((review) => review.productId === product.id)
    .reverse();

  return (
    <section className="product-section reviews" aria-labelledby="reviews-title">
      <h2 id="reviews-title">Reviews</h2>
      <p className="reviews__summary">
        <span className="reviews__average">{product.rating.toFixed(1)}</span>
        <span className="visually-hidden"> out of {RATING_MAX}</span>{" "}
        <RatingStars rating={product.rating} count={product.ratings} />
      </p>
      <WidgetBoundary>
        {reviews.length === 0 ? (
          <p className="muted">No reviews from you yet. Tell other shoppers what you think.</p>
        ) : (
          <ul className="reviews__list" aria-label="Your reviews">
            {reviews.map((review, index) => (
              <li key={`${review.date}-${index}`} className="review">
                <div className="review__header">
                  <RatingStars rating={review.rating} />
                  <time dateTime={review.date} className="review__date">
                    {formatReviewDate(review.date)}
                  </time>
                </div>
                <p className="review__text">{review.text}</p>
              </li>
            ))}
          </ul>
        )}
        <ReviewForm productId={product.id} />
      </WidgetBoundary>
    </section>
  );
}
