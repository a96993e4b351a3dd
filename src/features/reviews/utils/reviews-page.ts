import { parseIdText } from "@/domain/ids";

/** The query parameter of the product page that pages through its reviews. */
export const REVIEWS_PAGE_PARAM = "reviews";

/** Which page of reviews a product page's URL asks for (1 when it names none, or nonsense). */
export function reviewsPageOf(url: URL): number {
  return parseIdText(url.searchParams.get(REVIEWS_PAGE_PARAM)) ?? 1;
}
