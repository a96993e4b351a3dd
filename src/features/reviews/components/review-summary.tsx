import { RatingStars } from "@/components/rating-stars";
import { groupDigits } from "@/domain/money";
import { RATING_MAX } from "@/domain/review";

interface ReviewSummaryProps {
  /** The vendor's rating and ratings count (SPEC.md's product fields). */
  rating: number;
  ratings: number;
  /** Written reviews published here, and how many give each rating (index 0: 1 star). */
  written: number | null;
  distribution: readonly number[] | null;
}

const writtenText = (count: number) => `${groupDigits(count)} written review${count === 1 ? "" : "s"}`;

/** The vendor's rating beside the count of written reviews, and how the written ones spread over 1 to 5 stars. */
export function ReviewSummary({ rating, ratings, written, distribution }: ReviewSummaryProps) {
  const most = Math.max(1, ...(distribution ?? []));
  return (
    <>
      <p className="reviews__summary">
        <span className="reviews__average">{rating.toFixed(1)}</span>
        <span className="visually-hidden"> out of {RATING_MAX}</span> <RatingStars rating={rating} count={ratings} />
        {written !== null && <span className="reviews__written">{writtenText(written)}</span>}
      </p>
      {distribution && written !== null && written > 0 && (
        <table className="reviews__distribution">
          <caption className="visually-hidden">Written reviews by rating</caption>
          <tbody>
            {[5, 4, 3, 2, 1].map((stars) => {
              const count = distribution[stars - 1] ?? 0;
              return (
                <tr key={stars}>
                  <th scope="row">{stars === 1 ? "1 star" : `${stars} stars`}</th>
                  <td className="reviews__bar-cell" aria-hidden="true">
                    <span className="reviews__bar">
                      <span className="reviews__bar-fill" style={{ width: `${(count / most) * 100}%` }} />
                    </span>
                  </td>
                  <td className="reviews__bar-count">{groupDigits(count)}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
    </>
  );
}
