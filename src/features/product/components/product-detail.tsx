import { useEffect, type ReactNode } from "react";
import { useSearchParams } from "react-router";
import { Price } from "@/components/price";
import { RatingStars } from "@/components/rating-stars";
import type { ProductListingPaths } from "@/domain/listing-paths";
import type { Product } from "@/domain/product";
import { rememberLastViewedProduct } from "@/features/product/utils/last-viewed";
import { chosenColour } from "@/features/product/utils/chosen-colour";
import { useI18n } from "@/lib/i18n/i18n-context";
import { DEFAULT_LOCALE } from "@domain/locale";
import { CategoryLinks } from "./category-links";
import { ProductDetails } from "./product-details";
import { ProductGallery } from "./product-gallery";
import { PurchasePanel } from "./purchase-panel";
import { ShareButton } from "./share-button";
import "./product.css";

interface ProductDetailProps {
  product: Product;
  /** Where its category links go (the listings' canonical URLs). */
  listingPaths: ProductListingPaths;
  /** Slots the route fills from other features (a feature never imports another). */
  compareAction?: ReactNode;
  /** Shown in the buy box of a sold-out product. */
  soldOutAction?: ReactNode;
  reviews?: ReactNode;
  similar?: ReactNode;
}

/** SPEC.md section 2's product detail screen. */
export function ProductDetail({
  product,
  listingPaths,
  compareAction,
  soldOutAction,
  reviews,
  similar,
}: ProductDetailProps) {
  const { t, locale } = useI18n();
  useEffect(() => rememberLastViewedProduct(product.id), [product.id]);
  const badges = [product.badge, product.badge1].filter((badge) => badge.trim() !== "");
  // The chosen colour is the address's, so the server draws its picture and a reload keeps it.
  const [params] = useSearchParams();
  const colour = chosenColour(product, params);

  return (
    <article className="product">
      <div className="product__layout">
        {/* Another colour shows its own picture first: the gallery starts afresh. */}
        <ProductGallery key={colour} product={product} colour={colour} />
        <div className="product__info">
          <p className="product__category">
            <CategoryLinks product={product} paths={listingPaths} />
          </p>
          <h1 className="product__name" lang={product.lang}>
            {product.name}
          </h1>
          <div className="product__meta">
            <RatingStars rating={product.rating} count={product.ratings} />
            <ShareButton title={product.name} />
          </div>
          {badges.length > 0 && (
            // The shop API's badges have no translation: English on every page.
            <ul
              className="product__badges"
              aria-label={t("product.highlights")}
              lang={locale === DEFAULT_LOCALE ? undefined : DEFAULT_LOCALE}
            >
              {badges.map((badge, index) => (
                <li
                  key={`${index}-${badge}`}
                  className={`product__badge${index === 0 ? " product__badge--primary" : ""}`}
                >
                  {badge}
                </li>
              ))}
            </ul>
          )}
          <Price discountPrice={product.discountPrice} originalPrice={product.originalPrice} size="large" />
          <PurchasePanel
            product={product}
            colour={colour}
            compareAction={compareAction}
            soldOutAction={soldOutAction}
          />
        </div>
      </div>
      <div className="product__more">
        <ProductDetails product={product} listingPaths={listingPaths} />
        {reviews}
      </div>
      {similar}
    </article>
  );
}
