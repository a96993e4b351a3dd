import { useParams } from "react-router-dom";
import { StudioScreen } from "@/features/catalogue/components/studio-screen";

/** /studio/design and /studio/photography, linked from the Studio menu (SPEC.md section 2). */
function StudioRoute() {
  const { service = "" } = useParams();
  return <StudioScreen key={service} service={service} />;
}

export default StudioRoute;
export { ErrorScreen as ErrorBoundary } from "@/components/error-screen";
export { publicPageHeaders as headers } from "@/app/cache-headers";
