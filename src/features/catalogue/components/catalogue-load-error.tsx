import { useRouteError } from "react-router";
import { LoadFailure } from "@/components/load-failure";
import { fetchFailureMessage } from "@/features/catalogue/utils/fetch-failure";
import { useI18n } from "@/lib/i18n/i18n-context";
import "./catalogue.css";

/**
 * A catalogue page whose products or categories could not be read (the route's ErrorBoundary):
 * SPEC.md's error text and the Retry that runs the page's loader again.
 */
export function CatalogueLoadError() {
  const error = useRouteError();
  const { t } = useI18n();
  return (
    <div className="listing-page">
      <h1 className="listing-page__title">{t("listing.products")}</h1>
      <LoadFailure message={t("listing.error", { message: fetchFailureMessage(error, t) })} />
    </div>
  );
}
