import { useI18n } from "@/lib/i18n/i18n-context";
import { Link } from "react-router";
import { Carousel, slideImageSizes, type SlidesPerView } from "@/components/carousel";
import { ProductCard } from "@/components/product-card";
import type { ProductCardData } from "@/domain/product";
import { discountPercent } from "@/domain/product-badges";
import { CAROUSEL_NAME_WORDS } from "@/domain/text";
import "./home.css";

/** SPEC.md section 9: 6 per view (4 under 1024 px, 2 under 768, 1 under 480), every 2 s. */
export const TOP_DEALS_PER_VIEW: SlidesPerView = { wide: 6, large: 4, medium: 2, small: 1 };
export const TOP_DEALS_AUTOPLAY_MS = 2000;

interface TopDealsProps {
  products: ProductCardData[];
}

/** Deals on screen at first on a phone (1 or 2 per view): the first is a phone's largest paint. */
const EAGER_DEALS = 2;
const DEAL_IMAGE_SIZES = slideImageSizes(TOP_DEALS_PER_VIEW);

function DealCard({ product, eager }: { product: ProductCardData; eager: boolean }) {
  const percent = discountPercent(product.originalPrice, product.discountPrice);
  return (
    <div className="deal-card">
      <ProductCard product={product} nameWords={CAROUSEL_NAME_WORDS} eager={eager} imageSizes={DEAL_IMAGE_SIZES} />
      {/* The price line already says "N% off" to screen readers; the badge is the visual cue. */}
      <span className="deal-card__badge" aria-hidden="true">
        {percent}% OFF
      </span>
    </div>
  );
}

export function TopDeals({ products }: TopDealsProps) {
  const { t, path } = useI18n();
  if (products.length === 0) return null;
  return (
    <div className="home-section home-deals">
      <div className="home-section__head">
        <h2 className="home-section__title">{t("home.topDeals")}</h2>
        <Link to={path("/all-product")} className="home-section__link">
          {t("home.viewAllProducts")}
        </Link>
      </div>
      <Carousel
        className="home-carousel"
        label={t("home.topDeals")}
        slides={products.map((product, index) => (
          <DealCard key={product.id} product={product} eager={index < EAGER_DEALS} />
        ))}
        perView={TOP_DEALS_PER_VIEW}
        autoplayMs={TOP_DEALS_AUTOPLAY_MS}
      />
    </div>
  );
}
