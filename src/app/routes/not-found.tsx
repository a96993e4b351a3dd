import { data } from "react-router";
import type { Route } from "./+types/not-found";
import { pageMeta } from "@/app/screen-meta";
import { rootTranslator } from "@/app/root-translator";
import { useRootData } from "@/app/root-data";
import { NotFoundScreen } from "@/features/shell/components/not-found-screen";

/** Unknown paths answer 404 with SPEC.md's catch-all text, a search box and the catalogue (issue 26). */
export function loader() {
  throw data(null, { status: 404 });
}

type PageMetaArgs = Parameters<ReturnType<typeof pageMeta>>[0];

export const meta: Route.MetaFunction = (args) => {
  const { t } = rootTranslator(args.matches);
  return pageMeta({ title: t("notFound.title"), description: t("notFound.description"), canonical: false })(
    args as PageMetaArgs,
  );
};

export function ErrorBoundary() {
  return <NotFoundScreen categories={useRootData().categories} />;
}

export default ErrorBoundary;
export { publicPageHeaders as headers } from "@/app/cache-headers";
