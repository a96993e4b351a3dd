import type { CSSProperties } from "react";
import { formatDecimal, groupDigits } from "@/domain/money-text";
import { useI18n } from "@/lib/i18n/i18n-context";

interface RatingStarsProps {
  rating: number;
  /** Number of ratings, shown after the stars when given. */
  count?: number;
}

/** Five stars (SPEC.md section 9), filled to the rating, read out as one phrase. */
export function RatingStars({ rating, count }: RatingStarsProps) {
  const rounded = Math.round(rating * 2) / 2;
  const { t, locale } = useI18n();
  const shown = count === undefined ? "none" : groupDigits(count, locale);
  const label = t("card.rated", { rating: formatDecimal(rounded, locale), count: shown });
  return (
    <span className="rating" role="img" aria-label={label}>
      <span className="rating__stars" aria-hidden="true" style={{ "--rating": rounded } as CSSProperties}>
        ★★★★★
      </span>
      {count !== undefined && (
        <span className="rating__count" aria-hidden="true">
          ({shown})
        </span>
      )}
    </span>
  );
}
