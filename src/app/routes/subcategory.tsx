import { useParams } from "react-router-dom";
import { SubcategoryScreen } from "@/features/catalogue/components/subcategory-screen";

/** /{group}/{subcategory}, the mobile menu's routes (SPEC.md section 2), e.g. /men/shirts. */
function SubcategoryRoute() {
  const { group = "", subcategory = "" } = useParams();
  return <SubcategoryScreen key={`${group}/${subcategory}`} groupSlug={group} subcategorySlug={subcategory} />;
}

export default SubcategoryRoute;
export { ErrorScreen as ErrorBoundary } from "@/components/error-screen";
export { publicPageHeaders as headers } from "@/app/cache-headers";
