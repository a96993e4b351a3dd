import { data } from "react-router";
import { ErrorScreen } from "@/components/error-screen";
import { pageMeta } from "@/app/page-meta";

/** Unknown paths answer 404 with the catch-all error screen (SPEC.md section 2). */
export function loader() {
  throw data(null, { status: 404 });
}

export const meta = pageMeta({
  title: "Page not found",
  description: "This page does not exist. Find your way back from the home page.",
  canonical: false,
});

export function ErrorBoundary() {
  return <ErrorScreen />;
}

export default function NotFoundRoute() {
  return <ErrorScreen />;
}
export { publicPageHeaders as headers } from "@/app/cache-headers";
