import { useFetcher } from "react-router";
import type { PublishedReview } from "@/domain/published-review";
import type { ReviewFormResult } from "@/features/reviews/utils/review-form-result";
import { useI18n } from "@/lib/i18n/i18n-context";
import { PublishedReviewItem } from "./published-review";
import { ReviewForm } from "./review-form";

interface OwnReviewItemProps {
  review: PublishedReview;
  productId: number;
  fetcherKey: string;
  returned: ReviewFormResult | undefined;
}

/**
 * The signed-in customer's published review, with its edit form folded in a disclosure (which
 * opens without script) and a Delete button: both post to the product page's action.
 */
export function OwnReviewItem({ review, productId, fetcherKey, returned }: OwnReviewItemProps) {
  const fetcher = useFetcher<ReviewFormResult>({ key: fetcherKey });
  const { t } = useI18n();
  const busy = fetcher.state !== "idle";
  return (
    <section className="reviews__own" aria-labelledby="own-review-title">
      <h3 id="own-review-title" className="review-form__title">
        {t("reviews.yourReview")}
      </h3>
      <PublishedReviewItem
        review={review}
        actions={
          <div className="review__actions">
            <details className="review__edit">
              <summary className="button button--secondary">{t("reviews.edit")}</summary>
              <ReviewForm
                key={review.updatedAt}
                productId={productId}
                mode={{ kind: "edit", review }}
                fetcherKey={fetcherKey}
                returned={returned}
              />
            </details>
            <fetcher.Form method="post">
              <input type="hidden" name="intent" value="delete" />
              <input type="hidden" name="reviewId" value={review.id} />
              <button type="submit" className="button button--secondary" disabled={busy}>
                {t("reviews.delete")}
              </button>
            </fetcher.Form>
          </div>
        }
      />
    </section>
  );
}
