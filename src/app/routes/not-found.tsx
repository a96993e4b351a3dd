import { ErrorScreen } from "../../components/error-screen";

/** Unknown paths get the catch-all error screen (SPEC.md section 2). */
function NotFoundRoute() {
  return <ErrorScreen />;
}

export default NotFoundRoute;
