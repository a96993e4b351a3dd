import { Link } from "react-router";
import { useI18n } from "@/lib/i18n/i18n-context";
import { PageTitle } from "@/components/page-title";
import "./product.css";

/** SPEC.md section 2: an id with no product behind it. */
export function ProductNotFound() {
  const { t, path } = useI18n();
  return (
    <section className="product-missing">
      <PageTitle>{t("product.notFoundTitle")}</PageTitle>
      <h1>{t("product.notFound")}</h1>
      <p>{t("product.notFoundText")}</p>
      <p>
        <Link to={path("/all-product")} className="button">
          {t("product.continueShopping")}
        </Link>
      </p>
    </section>
  );
}
