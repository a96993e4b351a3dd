import { Link } from "react-router";
import type { PublishedReview, ReviewsPage } from "@/domain/published-review";
import { REVIEWS_PAGE_PARAM } from "@/features/reviews/utils/reviews-page";
import { useI18n } from "@/lib/i18n/i18n-context";
import { PublishedReviewItem } from "./published-review";

const pageHref = (page: number) => (page === 1 ? "?" : `?${REVIEWS_PAGE_PARAM}=${page}`);

/**
 * One page of the product's published reviews, newest first, with links to the newer and older
 * pages. The customer's own review is left out here: it shows above, with its Edit and Delete.
 */
export function PublishedReviews({ page, hideId }: { page: ReviewsPage; hideId: number | null }) {
  const { t } = useI18n();
  const shown: PublishedReview[] = page.reviews.filter((review) => review.id !== hideId);
  const pages = Math.max(1, Math.ceil(page.total / page.pageSize));
  if (page.total === 0) return <p className="muted">{t("reviews.none")}</p>;
  return (
    <>
      {shown.length > 0 && (
        <ul className="reviews__list" aria-label={t("reviews.fromShoppers")}>
          {shown.map((review) => (
            <li key={review.id}>
              <PublishedReviewItem review={review} />
            </li>
          ))}
        </ul>
      )}
      {pages > 1 && (
        <nav className="reviews__pages" aria-label={t("reviews.pages")}>
          {page.page > 1 && (
            <Link to={pageHref(page.page - 1)} preventScrollReset>
              {t("reviews.newer")}
            </Link>
          )}
          <span>{t("reviews.pageOf", { page: page.page, count: pages })}</span>
          {page.page < pages && (
            <Link to={pageHref(page.page + 1)} preventScrollReset>
              {t("reviews.older")}
            </Link>
          )}
        </nav>
      )}
    </>
  );
}
