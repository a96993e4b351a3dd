import { Link } from "react-router";
import { Carousel } from "@/components/carousel";
import { BANNER_ART_SIZE, BANNERS, type Banner } from "@/features/home/utils/banners";
import "./home.css";

/** SPEC.md section 9: the home banner moves every 3 s with a 1 s transition. */
export const BANNER_AUTOPLAY_MS = 3000;
export const BANNER_TRANSITION_MS = 1000;

function BannerSlide({ banner, first }: { banner: Banner; first: boolean }) {
  return (
    <div className={`hero-slide hero-slide--${banner.id}`}>
      <div className="hero-slide__copy">
        <p className="hero-slide__eyebrow">{banner.eyebrow}</p>
        <p className="hero-slide__title">{banner.title}</p>
        <p className="hero-slide__text">{banner.text}</p>
        {/* The link stretches over the whole slide (CSS), so the banner is one big target. */}
        <Link to={banner.to} className="hero-slide__cta">
          {banner.cta}
        </Link>
      </div>
      <img
        className="hero-slide__art"
        src={banner.art}
        alt=""
        width={BANNER_ART_SIZE.width}
        height={BANNER_ART_SIZE.height}
        // The first slide is what a shopper sees first (the LCP): fetch its art at once.
        loading={first ? "eager" : "lazy"}
        fetchPriority={first ? "high" : "auto"}
        decoding={first ? "sync" : "async"}
      />
    </div>
  );
}

export function HeroBanner() {
  const slides = BANNERS.map((banner, index) => <BannerSlide key={banner.id} banner={banner} first={index === 0} />);
  return (
    <div className="hero">
      <Carousel
        label="Offers"
        slides={slides}
        perView={{ wide: 1 }}
        autoplayMs={BANNER_AUTOPLAY_MS}
        transitionMs={BANNER_TRANSITION_MS}
      />
    </div>
  );
}
