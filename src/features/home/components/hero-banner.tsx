import { useI18n } from "@/lib/i18n/i18n-context";
import { Link } from "react-router";
import { Carousel } from "@/components/carousel";
import { CdnImage } from "@/components/cdn-image";
import { shopArtUrl } from "@/domain/images";
import { BANNER_ART_SIZE, BANNER_ART_SIZES, BANNERS, type Banner } from "@/features/home/utils/banners";
import "./home.css";

/** SPEC.md section 9: the home banner moves every 3 s with a 1 s transition. */
export const BANNER_AUTOPLAY_MS = 3000;
export const BANNER_TRANSITION_MS = 1000;

function BannerSlide({ banner, first, imageHost }: { banner: Banner; first: boolean; imageHost: string }) {
  const art = shopArtUrl(imageHost, banner.art);
  const { t, path } = useI18n();
  const text = (part: "eyebrow" | "title" | "text" | "cta") => t(`banner.${banner.id}.${part}`);
  return (
    <div className={`hero-slide hero-slide--${banner.id}`}>
      <div className="hero-slide__copy">
        <p className="hero-slide__eyebrow">{text("eyebrow")}</p>
        <p className="hero-slide__title">{text("title")}</p>
        <p className="hero-slide__text">{text("text")}</p>
        {/* The link stretches over the whole slide (CSS), so the banner is one big target. */}
        <Link to={path(banner.to)} className="hero-slide__cta">
          {text("cta")}
        </Link>
      </div>
      {art && (
        <CdnImage
          className="hero-slide__art"
          src={art}
          alt=""
          width={BANNER_ART_SIZE.width}
          height={BANNER_ART_SIZE.height}
          sizes={BANNER_ART_SIZES}
          widths={BANNER_ART_WIDTHS}
          // The first slide is what a shopper sees first (the LCP): fetch its art at once.
          priority={first}
        />
      )}
    </div>
  );
}

/** From a phone's 112 CSS px at 1x to a desktop's 320 at 3x. */
const BANNER_ART_WIDTHS = [112, 160, 224, 320, 480, 640, 960];

/** `imageHost`: where the art is (the root route's). */
export function HeroBanner({ imageHost }: { imageHost: string }) {
  const { t } = useI18n();
  const slides = BANNERS.map((banner, index) => (
    <BannerSlide key={banner.id} banner={banner} first={index === 0} imageHost={imageHost} />
  ));
  return (
    <div className="hero">
      <Carousel
        label={t("home.offers")}
        slides={slides}
        perView={{ wide: 1 }}
        autoplayMs={BANNER_AUTOPLAY_MS}
        transitionMs={BANNER_TRANSITION_MS}
      />
    </div>
  );
}
