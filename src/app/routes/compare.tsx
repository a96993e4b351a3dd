import { useLoaderData } from "react-router";
import { LoadFailure } from "@/components/load-failure";
import { ScreenNeedsScript } from "@/components/screen-needs-script";
import { storedCompareIds } from "@/stores/compare";
import { getCompareProducts } from "@/features/compare/api/get-compare-products";
import {
  COMPARE_LOAD_ERROR,
  CompareFrame,
  CompareScreen,
  CompareSkeleton,
} from "@/features/compare/components/compare-screen";
import { pageMeta } from "@/app/page-meta";

/**
 * /compare (SPEC.md sections 2 to 5): the compare list lives in the browser (localStorage), so
 * its products are read by a client loader; the server sends the page frame with a loading line
 * (and, for a browser without script, why the list is not there).
 */
export async function clientLoader() {
  const ids = storedCompareIds();
  return { ids, products: await getCompareProducts(ids) };
}

export function HydrateFallback() {
  return (
    <CompareFrame>
      <ScreenNeedsScript
        loading={<CompareSkeleton />}
        reason="Your compare list is kept in this browser, and JavaScript shows it."
      />
    </CompareFrame>
  );
}

export const meta = pageMeta({
  title: "Compare Products",
  description: "The products you picked, side by side: prices, discounts, ratings, stock, sizes and colours.",
});

function CompareRoute() {
  const { ids, products } = useLoaderData<typeof clientLoader>();
  return <CompareScreen ids={ids} products={products} />;
}

/** The shop could not be asked: the same frame, with the failure and Retry (the client loader again). */
export function ErrorBoundary() {
  return (
    <CompareFrame>
      <LoadFailure message={COMPARE_LOAD_ERROR} />
    </CompareFrame>
  );
}

export default CompareRoute;
export { publicPageHeaders as headers } from "@/app/cache-headers";
