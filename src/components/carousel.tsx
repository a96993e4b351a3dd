/**
 * The one carousel of the shop (home banners, top deals, brands, product and similar-product rows),
 * on embla-carousel-react. Slides per view follow the breakpoints of SPEC.md section 9 through CSS
 * custom properties, so the first paint already has the right layout (no JavaScript measuring).
 * Autoplay pauses on hover and focus, never runs for prefers-reduced-motion, and has a visible
 * Pause/Play button (moving content needs one to be usable).
 */
import Autoplay from "embla-carousel-autoplay";
import useEmblaCarousel from "embla-carousel-react";
import { useCallback, useEffect, useMemo, useState, type CSSProperties, type ReactNode } from "react";

export interface SlidesPerView {
  /** Widest screens (1024 px and up). */
  wide: number;
  /** Under 1024 px. */
  large?: number;
  /** Under 768 px. */
  medium?: number;
  /** Under 480 px. */
  small?: number;
}

export interface CarouselProps {
  label: string;
  slides: ReactNode[];
  perView: SlidesPerView;
  /** Milliseconds between automatic slides; none for a still carousel. */
  autoplayMs?: number;
  /** How long one slide transition takes, in ms (SPEC.md section 9 speeds). */
  transitionMs?: number;
  loop?: boolean;
  className?: string;
}

/**
 * embla's `duration` is not milliseconds but a physics constant (default 25, range 20 to 60);
 * measured in Chromium, a transition takes about 20 ms per unit, so 500 ms ~ 25 and 1 s ~ 50.
 */
export function emblaDuration(transitionMs: number): number {
  return Math.min(60, Math.max(20, Math.round(transitionMs / 20)));
}

/** The CSS custom properties the slide widths are computed from, one per breakpoint. */
export function perViewStyle(perView: SlidesPerView): Record<string, number> {
  return {
    "--per-view": perView.wide,
    "--per-view-lg": perView.large ?? perView.wide,
    "--per-view-md": perView.medium ?? perView.large ?? perView.wide,
    "--per-view-sm": perView.small ?? perView.medium ?? perView.large ?? perView.wide,
  };
}

function prefersReducedMotion(): boolean {
  return typeof window !== "undefined" && window.matchMedia?.("(prefers-reduced-motion: reduce)").matches === true;
}

export function Carousel({
  label,
  slides,
  perView,
  autoplayMs,
  transitionMs = 500,
  loop = true,
  className = "",
}: CarouselProps) {
  const autoplay = useMemo(
    () =>
      autoplayMs && !prefersReducedMotion()
        ? [Autoplay({ delay: autoplayMs, stopOnInteraction: false, stopOnMouseEnter: true, stopOnFocusIn: true })]
        : [],
    [autoplayMs],
  );
  const [viewportRef, api] = useEmblaCarousel(
    { loop, align: "start", duration: emblaDuration(transitionMs) },
    autoplay,
  );
  const [playing, setPlaying] = useState(autoplay.length > 0);
  const [canScroll, setCanScroll] = useState({ prev: false, next: false });
  const [selected, setSelected] = useState(0);

  useEffect(() => {
    if (!api) return;
    const update = () => {
      setCanScroll({ prev: api.canScrollPrev(), next: api.canScrollNext() });
      setSelected(api.selectedScrollSnap());
    };
    update();
    api.on("select", update).on("reInit", update);
    return () => {
      api.off("select", update).off("reInit", update);
    };
  }, [api]);

  const togglePlaying = useCallback(() => {
    const plugin = api?.plugins().autoplay;
    if (!plugin) return;
    if (plugin.isPlaying()) plugin.stop();
    else plugin.play();
    setPlaying(plugin.isPlaying());
  }, [api]);

  const style = perViewStyle(perView) as CSSProperties;

  return (
    <section className={`carousel ${className}`} aria-roledescription="carousel" aria-label={label} style={style}>
      <div className="carousel__viewport" ref={viewportRef}>
        <ul className="carousel__container">
          {slides.map((slide, index) => (
            <li
              key={index}
              className="carousel__slide"
              aria-roledescription="slide"
              aria-label={`${index + 1} of ${slides.length}`}
              aria-current={index === selected ? "true" : undefined}
            >
              {slide}
            </li>
          ))}
        </ul>
      </div>
      <div className="carousel__controls">
        <button
          type="button"
          className="carousel__button"
          onClick={() => api?.scrollPrev()}
          disabled={!canScroll.prev}
          aria-label={`Previous (${label})`}
        >
          <span aria-hidden="true">‹</span>
        </button>
        {autoplay.length > 0 && (
          <button
            type="button"
            className="carousel__button"
            onClick={togglePlaying}
            aria-label={`${playing ? "Pause" : "Play"} ${label}`}
          >
            {playing ? (
              <svg aria-hidden="true" width="14" height="14" viewBox="0 0 14 14">
                <path d="M3 2h3v10H3zM8 2h3v10H8z" fill="currentColor" />
              </svg>
            ) : (
              <span aria-hidden="true">▶</span>
            )}
          </button>
        )}
        <button
          type="button"
          className="carousel__button"
          onClick={() => api?.scrollNext()}
          disabled={!canScroll.next}
          aria-label={`Next (${label})`}
        >
          <span aria-hidden="true">›</span>
        </button>
      </div>
    </section>
  );
}
