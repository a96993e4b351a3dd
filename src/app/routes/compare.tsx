import { PageTitle } from "@/components/page-title";
import { CompareScreen } from "@/features/compare/components/compare-screen";

/** /compare: the comparison table of SPEC.md sections 2 to 5. */
function CompareRoute() {
  return (
    <>
      <PageTitle>Compare Products</PageTitle>
      <CompareScreen />
    </>
  );
}

export default CompareRoute;
export { ErrorScreen as ErrorBoundary } from "@/components/error-screen";
export { publicPageHeaders as headers } from "@/app/cache-headers";
