import { Link } from "react-router";
import { Carousel, type SlidesPerView } from "@/components/carousel";
import { CdnImage } from "@/components/cdn-image";
import { shopArtUrl } from "@/domain/images";
import { BRAND_LOGO_SIZE, BRANDS, brandSearchPath } from "@/features/home/utils/brands";
import { useI18n } from "@/lib/i18n/i18n-context";
import "./home.css";

/** SPEC.md section 9: 5 logos (3 under 1024 px, 2 under 768, 1 under 480), 500 ms, every 1 s, looping. */
export const BRANDS_PER_VIEW: SlidesPerView = { wide: 5, large: 3, medium: 2, small: 1 };
export const BRANDS_AUTOPLAY_MS = 1000;
export const BRANDS_TRANSITION_MS = 500;

/** `imageHost`: where the logos are (the root route's). */
export function BrandsCarousel({ imageHost }: { imageHost: string }) {
  const { t, path } = useI18n();
  const slides = BRANDS.map((brand) => {
    const logo = shopArtUrl(imageHost, brand.logo);
    return (
      <Link key={brand.name} to={path(brandSearchPath(brand))} className="brand-tile">
        {logo && <CdnImage src={logo} alt={brand.name} width={BRAND_LOGO_SIZE.width} height={BRAND_LOGO_SIZE.height} />}
      </Link>
    );
  });
  return (
    <div className="home-section home-brands">
      <div className="home-section__head">
        <h2 className="home-section__title">{t("brands.title")}</h2>
      </div>
      <Carousel
        className="home-carousel"
        label={t("brands.title")}
        slides={slides}
        perView={BRANDS_PER_VIEW}
        autoplayMs={BRANDS_AUTOPLAY_MS}
        transitionMs={BRANDS_TRANSITION_MS}
        loop
      />
    </div>
  );
}
