import type { Route } from "./+types/compare";
import { useLoaderData } from "react-router";
import { LoadFailure } from "@/components/load-failure";
import { ScreenNeedsScript } from "@/components/screen-needs-script";
import { storedCompareIds } from "@/stores/compare";
import { getCompareProducts } from "@/features/compare/api/get-compare-products";
import { CompareFrame, CompareScreen, CompareSkeleton } from "@/features/compare/components/compare-screen";
import { headTags, previewSource } from "@/app/page-meta";
import { useI18n } from "@/lib/i18n/i18n-context";
import { rootTranslator } from "@/app/root-translator";

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
  const { t } = useI18n();
  return (
    <CompareFrame>
      <ScreenNeedsScript loading={<CompareSkeleton />} reason={t("compare.needsScript")} />
    </CompareFrame>
  );
}

export function meta({ matches }: Route.MetaArgs) {
  const { t } = rootTranslator(matches);
  return headTags({
    title: t("compare.title"),
    description: t("compare.description"),
    preview: previewSource(matches),
    path: "/compare",
  });
}

function CompareRoute() {
  const { ids, products } = useLoaderData<typeof clientLoader>();
  return <CompareScreen ids={ids} products={products} />;
}

/** The shop could not be asked: the same frame, with the failure and Retry (the client loader again). */
export function ErrorBoundary() {
  const { t } = useI18n();
  return (
    <CompareFrame>
      <LoadFailure message={t("compare.loadError")} />
    </CompareFrame>
  );
}

export default CompareRoute;
export { publicPageHeaders as headers } from "@/app/cache-headers";
