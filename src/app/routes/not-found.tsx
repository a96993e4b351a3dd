import { data } from "react-router";
import { pageMeta } from "@/app/page-meta";
import { useRootData } from "@/app/root-data";
import { NotFoundScreen } from "@/features/shell/components/not-found-screen";

/** Unknown paths answer 404 with SPEC.md's catch-all text, a search box and the catalogue (issue 26). */
export function loader() {
  throw data(null, { status: 404 });
}

export const meta = pageMeta({
  title: "Page not found",
  description: "This page does not exist. Search the shop or browse the catalogue.",
  canonical: false,
});

export function ErrorBoundary() {
  return <NotFoundScreen categories={useRootData().categories} />;
}

export default ErrorBoundary;
export { publicPageHeaders as headers } from "@/app/cache-headers";
