import { pageMeta } from "@/app/page-meta";
import { BabyCareScreen } from "@/features/catalogue/components/baby-care-screen";

/** /baby-care, linked from the home page's Products banner (SPEC.md section 2). */
export default BabyCareScreen;
// The screen renders its own <title>.
export const meta = pageMeta({
  title: "Baby Care",
  description:
    "Baby care essentials: gentle care products, clothing and more for the little ones, with prices in rupees.",
  titleTag: false,
});
export { ErrorScreen as ErrorBoundary } from "@/components/error-screen";
export { publicPageHeaders as headers } from "@/app/cache-headers";
