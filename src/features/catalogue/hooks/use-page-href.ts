import { useLocation, type To } from "react-router";

/**
 * The link to page n of a listing that has no other filters in the URL (search, subcategory
 * pages): the current query string with ?page= set (left out for page 1), so its other
 * parameters (q) are kept. Following it pushes a history entry, so Back returns.
 */
export function usePageHref(): (page: number) => To {
  const { search } = useLocation();
  return (page) => {
    const params = new URLSearchParams(search);
    if (page <= 1) params.delete("page");
    else params.set("page", String(page));
    const text = params.toString();
    return { search: text ? `?${text}` : "" };
  };
}
