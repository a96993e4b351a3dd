import { CatalogueScreen } from "@/features/catalogue/components/catalogue-screen";

/** /all-product and /filter-side: one screen (SPEC.md section 2). */
export default CatalogueScreen;
export { ErrorScreen as ErrorBoundary } from "@/components/error-screen";
export { publicPageHeaders as headers } from "@/app/cache-headers";
