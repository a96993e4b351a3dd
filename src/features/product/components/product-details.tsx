import type { ProductListingPaths } from "@/domain/listing-paths";
import type { Product } from "@/domain/product";
import { useI18n } from "@/lib/i18n/i18n-context";
import { useOptionLabel } from "@/lib/i18n/option-label";
import { CategoryLinks } from "./category-links";

/** The details list of SPEC.md's reviews block: what the product is made of and how it comes. */
export function ProductDetails({ product, listingPaths }: { product: Product; listingPaths: ProductListingPaths }) {
  const { t } = useI18n();
  const labelOf = useOptionLabel();
  const { lang } = product;
  return (
    <section className="product-section" aria-labelledby="product-details-title">
      <h2 id="product-details-title">{t("product.details")}</h2>
      {product.description && (
        <p className="product-details__description" lang={lang}>
          {product.description}
        </p>
      )}
      <dl className="product-details">
        {product.material && (
          <div>
            <dt>{t("product.material")}</dt>
            <dd lang={lang}>{product.material}</dd>
          </div>
        )}
        {product.weight && (
          <div>
            <dt>{t("product.weight")}</dt>
            <dd>{product.weight}</dd>
          </div>
        )}
        {product.sizes.length > 0 && (
          <div>
            <dt>{t("product.sizes")}</dt>
            <dd>{product.sizes.map((size) => labelOf(size).text).join(", ")}</dd>
          </div>
        )}
        {product.colors.length > 0 && (
          <div>
            <dt>{t("product.colours")}</dt>
            <dd>{product.colors.map((colour) => labelOf(colour).text).join(", ")}</dd>
          </div>
        )}
        <div>
          <dt>{t("product.category")}</dt>
          <dd>
            <CategoryLinks product={product} paths={listingPaths} />
          </dd>
        </div>
      </dl>
    </section>
  );
}
