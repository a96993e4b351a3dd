import { useRevalidator, useRouteError } from "react-router";
import { fetchFailureMessage } from "@/features/catalogue/utils/fetch-failure";
import "./catalogue.css";

/**
 * A catalogue page whose products or categories could not be read: SPEC.md's error text and a
 * Retry that runs the page's loader again (the route's ErrorBoundary).
 */
export function CatalogueLoadError() {
  const error = useRouteError();
  const revalidator = useRevalidator();
  const busy = revalidator.state === "loading";
  return (
    <div className="listing-page">
      <h1 className="listing-page__title">Products</h1>
      <div className="listing__error" role="alert">
        <p>{`Error: ${fetchFailureMessage(error)}`}</p>
        <button
          type="button"
          className="button button--secondary"
          disabled={busy}
          onClick={() => void revalidator.revalidate()}
        >
          {busy ? "Retrying..." : "Retry"}
        </button>
      </div>
    </div>
  );
}
