import { useLocation, useNavigate } from "react-router-dom";
import { parsePage } from "@/features/catalogue/utils/catalogue-filters";

/**
 * ?page= of a listing that has no other filters in the URL (search, subcategory pages). A wrong
 * value shows page 1; moving to another page pushes a history entry, so Back returns.
 */
export function usePageParam(): { page: number; valid: boolean; goToPage: (page: number) => void } {
  const location = useLocation();
  const navigate = useNavigate();
  const params = new URLSearchParams(location.search);
  const { page, valid } = parsePage(params.get("page"));

  function goToPage(next: number) {
    const nextParams = new URLSearchParams(location.search);
    if (next <= 1) nextParams.delete("page");
    else nextParams.set("page", String(next));
    const search = nextParams.toString();
    navigate({ search: search ? `?${search}` : "" }, { preventScrollReset: true });
  }

  return { page, valid, goToPage };
}
