import { SearchScreen } from "@/features/catalogue/components/search-screen";

/** /search?q=: where Enter in the header's search box goes (SPEC.md section 2). */
export default SearchScreen;
export { ErrorScreen as ErrorBoundary } from "@/components/error-screen";
export { publicPageHeaders as headers } from "@/app/cache-headers";
