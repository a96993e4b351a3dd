import { pageMeta } from "@/app/page-meta";
import { useParams } from "react-router-dom";
import { StudioScreen } from "@/features/catalogue/components/studio-screen";

/** /studio/design and /studio/photography, linked from the Studio menu (SPEC.md section 2). */
function StudioRoute() {
  const { service = "" } = useParams();
  return <StudioScreen key={service} service={service} />;
}

export default StudioRoute;
// The screen renders its own <title>.
export const meta = pageMeta({
  title: "Studio services",
  description: "Design and photography studio services: how they work, and the tools and supplies for them.",
  titleTag: false,
});
export { ErrorScreen as ErrorBoundary } from "@/components/error-screen";
export { publicPageHeaders as headers } from "@/app/cache-headers";
