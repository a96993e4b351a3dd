import { LoadFailure } from "@/components/load-failure";
import { useI18n } from "@/lib/i18n/i18n-context";
import { PageTitle } from "@/components/page-title";
import "./product.css";

/** The product exists as far as we know, but the shop could not be asked (network, 5xx). */
export function ProductLoadError() {
  const { t } = useI18n();
  return (
    <section className="product-missing">
      <PageTitle>{t("product.unavailableTitle")}</PageTitle>
      <h1>{t("product.loadFailed")}</h1>
      <LoadFailure message={t("product.noAnswer")} />
    </section>
  );
}
