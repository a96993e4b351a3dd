import { Link } from "react-router";
import { PageTitle } from "@/components/page-title";
import { WidgetBoundary } from "@/components/widget-boundary";
import type { Product, ProductCardData } from "@/domain/product";
import { useI18n } from "@/lib/i18n/i18n-context";
import type { SettledPart } from "@/lib/load-result";
import { ProductCarousel } from "@/components/product-carousel";
import { SimilarProducts } from "./similar-products";
import "./product.css";

interface RelatedToProductProps {
  product: Product;
  similar: SettledPart<ProductCardData[] | null>;
  /** Its subcategory's listing (productListingPaths). */
  listingPath: string | null;
}

/** /related-products for one product: the Similar Products carousel as a page of its own. */
export function RelatedToProduct({ product, similar, listingPath }: RelatedToProductProps) {
  const { t, path } = useI18n();
  return (
    <div className="related">
      <PageTitle>{t("related.titleFor", { name: product.name })}</PageTitle>
      <h1>{t("product.similar")}</h1>
      <p className="related__intro">
        {t("related.moreLike")} <Link to={path(`/product/${product.id}`)}>{product.name}</Link>
        {product.subcategory && t("related.in", { subcategory: product.subcategory })}.
      </p>
      <WidgetBoundary>
        <SimilarProducts similar={similar} headingLevel="h2" />
      </WidgetBoundary>
      {listingPath !== null && (
        <p>
          <Link to={path(listingPath)} className="button button--secondary">
            {t("related.seeAll", { subcategory: product.subcategory })}
          </Link>
        </p>
      )}
    </div>
  );
}

/** /related-products with nothing to relate to yet: what is popular right now. */
export function TrendingProducts({ trending }: { trending: SettledPart<ProductCardData[]> }) {
  const { t, path } = useI18n();
  return (
    <div className="related">
      <PageTitle>{t("related.trending")}</PageTitle>
      <h1>{t("related.trending")}</h1>
      <p className="related__intro">{t("related.popularIntro")}</p>
      <WidgetBoundary>
        {trending.status === "error" && <p className="muted">{t("related.popularFailed")}</p>}
        {trending.status === "loaded" &&
          (trending.data.length > 0 ? (
            <ProductCarousel label={t("related.trending")} products={trending.data} headingLevel="h2" />
          ) : (
            <p className="muted">{t("related.nothing")}</p>
          ))}
      </WidgetBoundary>
      <p>
        <Link to={path("/all-product")} className="button button--secondary">
          {t("related.browseAll")}
        </Link>
      </p>
    </div>
  );
}
