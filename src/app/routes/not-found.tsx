import { data } from "react-router";
import { ErrorScreen } from "@/components/error-screen";

/** Unknown paths answer 404 with the catch-all error screen (SPEC.md section 2). */
export function loader() {
  throw data(null, { status: 404 });
}

export function ErrorBoundary() {
  return <ErrorScreen />;
}

export default function NotFoundRoute() {
  return <ErrorScreen />;
}
export { publicPageHeaders as headers } from "@/app/cache-headers";
