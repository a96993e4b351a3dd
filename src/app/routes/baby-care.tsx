import { BabyCareScreen } from "@/features/catalogue/components/baby-care-screen";

/** /baby-care, linked from the home page's Products banner (SPEC.md section 2). */
export default BabyCareScreen;
export { ErrorScreen as ErrorBoundary } from "@/components/error-screen";
export { publicPageHeaders as headers } from "@/app/cache-headers";
