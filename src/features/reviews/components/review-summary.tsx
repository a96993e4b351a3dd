import { RatingStars } from "@/components/rating-stars";
import { formatDecimal, groupDigits } from "@/domain/money-text";
import { RATING_MAX } from "@/domain/review";
import { useI18n } from "@/lib/i18n/i18n-context";

interface ReviewSummaryProps {
  /** The vendor's rating and ratings count (SPEC.md's product fields). */
  rating: number;
  ratings: number;
  /** Written reviews published here, and how many give each rating (index 0: 1 star). */
  written: number | null;
  distribution: readonly number[] | null;
}

/** The vendor's rating beside the count of written reviews, and how the written ones spread over 1 to 5 stars. */
export function ReviewSummary({ rating, ratings, written, distribution }: ReviewSummaryProps) {
  const { t, locale } = useI18n();
  const most = Math.max(1, ...(distribution ?? []));
  return (
    <>
      <p className="reviews__summary">
        <span className="reviews__average">{formatDecimal(rating.toFixed(1), locale)}</span>
        <span className="visually-hidden">{t("reviews.outOf", { max: RATING_MAX })}</span>{" "}
        <RatingStars rating={rating} count={ratings} />
        {written !== null && (
          <span className="reviews__written">
            {t("reviews.written", { count: written, number: groupDigits(written, locale) })}
          </span>
        )}
      </p>
      {distribution && written !== null && written > 0 && (
        <table className="reviews__distribution">
          <caption className="visually-hidden">{t("reviews.byRating")}</caption>
          <tbody>
            {[5, 4, 3, 2, 1].map((stars) => {
              const count = distribution[stars - 1] ?? 0;
              return (
                <tr key={stars}>
                  <th scope="row">{t("reviews.stars", { stars })}</th>
                  <td className="reviews__bar-cell" aria-hidden="true">
                    <span className="reviews__bar">
                      <span className="reviews__bar-fill" style={{ width: `${(count / most) * 100}%` }} />
                    </span>
                  </td>
                  <td className="reviews__bar-count">{groupDigits(count, locale)}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
    </>
  );
}
