import { useRouteError } from "react-router";
import { LoadFailure } from "@/components/load-failure";
import { fetchFailureMessage } from "@/features/catalogue/utils/fetch-failure";
import "./catalogue.css";

/**
 * A catalogue page whose products or categories could not be read (the route's ErrorBoundary):
 * SPEC.md's error text and the Retry that runs the page's loader again.
 */
export function CatalogueLoadError() {
  const error = useRouteError();
  return (
    <div className="listing-page">
      <h1 className="listing-page__title">Products</h1>
      <LoadFailure message={`Error: ${fetchFailureMessage(error)}`} />
    </div>
  );
}
