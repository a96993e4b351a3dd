import { useI18n } from "@/lib/i18n/i18n-context";
/**
 * The one carousel of the shop (home banners, top deals, brands, product and similar-product rows).
 * Slides per view follow the breakpoints of SPEC.md section 9 through CSS custom properties, so
 * the first paint already has the right layout (no JavaScript measuring). The slides are plain
 * server-rendered markup; what moves them (embla-carousel, its autoplay: carousel-engine.tsx) is
 * loaded only once the page has hydrated and the carousel comes near the screen, or a shopper
 * points at it or tabs into it. Autoplay pauses on hover and focus, waits for Play under
 * prefers-reduced-motion, and has a visible Pause/Play button (moving content needs one).
 */
import {
  useCallback,
  useEffect,
  useRef,
  useState,
  type ComponentType,
  type CSSProperties,
  type ReactNode,
} from "react";
import type { CarouselControls, CarouselEngineProps, CarouselPosition } from "./carousel-engine";

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

/** How far outside the screen a carousel starts loading its engine. */
const NEAR_MARGIN = "200px";

/** The CSS custom properties the slide widths are computed from, one per breakpoint. */
export function perViewStyle(perView: SlidesPerView): Record<string, number> {
  return {
    "--per-view": perView.wide,
    "--per-view-lg": perView.large ?? perView.wide,
    "--per-view-md": perView.medium ?? perView.large ?? perView.wide,
    "--per-view-sm": perView.small ?? perView.medium ?? perView.large ?? perView.wide,
  };
}

/** The page's widest content (--page-width, 80rem), for a slide's share of it on wide screens. */
const PAGE_WIDTH_PX = 1280;

/**
 * CSS `sizes` of a picture filling a slide: the screen's width over the slides in view at each of
 * the breakpoints above (styles.css), the page's width over them on the widest screens.
 */
export function slideImageSizes(perView: SlidesPerView): string {
  const style = perViewStyle(perView);
  const share = (count: number | undefined) => Math.floor(100 / (count ?? 1));
  return [
    `(max-width: 479.98px) ${share(style["--per-view-sm"])}vw`,
    `(max-width: 767.98px) ${share(style["--per-view-md"])}vw`,
    `(max-width: 1023.98px) ${share(style["--per-view-lg"])}vw`,
    `${Math.ceil(PAGE_WIDTH_PX / (style["--per-view"] ?? 1))}px`,
  ].join(", ");
}

/** Calls `wake` once `element` comes near the screen, or is pointed at or focused. */
function whenWanted(element: HTMLElement, wake: () => void): () => void {
  const observer = new IntersectionObserver(
    (entries) => {
      if (entries.some((entry) => entry.isIntersecting)) wake();
    },
    { rootMargin: NEAR_MARGIN },
  );
  observer.observe(element);
  element.addEventListener("pointerenter", wake);
  element.addEventListener("focusin", wake);
  return () => {
    observer.disconnect();
    element.removeEventListener("pointerenter", wake);
    element.removeEventListener("focusin", wake);
  };
}

/**
 * Engines waiting to start, started one per task. Each takes over its viewport with layout reads
 * (embla measures the slides), and the carousels near the top of the home page, which come into
 * view together, made one task of it: 60 to 70 ms on a phone. A MessageChannel, not a timer or
 * an idle callback: browser tests pause the page's clock.
 */
const waitingEngines: Array<() => void> = [];
let engineTurns: MessageChannel | null = null;

function startInTurn(start: () => void): () => void {
  if (!engineTurns) {
    const turns = new MessageChannel();
    turns.port1.onmessage = () => {
      waitingEngines.shift()?.();
      if (waitingEngines.length > 0) turns.port2.postMessage(null);
    };
    engineTurns = turns;
  }
  waitingEngines.push(start);
  if (waitingEngines.length === 1) engineTurns.port2.postMessage(null);
  return () => {
    const index = waitingEngines.indexOf(start);
    if (index >= 0) waitingEngines.splice(index, 1);
  };
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
  const rootRef = useRef<HTMLElement>(null);
  const viewportRef = useRef<HTMLDivElement>(null);
  const [engine, setEngine] = useState<{ Engine: ComponentType<CarouselEngineProps>; viewport: HTMLElement } | null>(
    null,
  );
  const [controls, setControls] = useState<CarouselControls | null>(null);
  const [position, setPosition] = useState<CarouselPosition>({ prev: false, next: false, selected: 0 });
  const [playing, setPlaying] = useState(Boolean(autoplayMs));

  useEffect(() => {
    const root = rootRef.current;
    const viewport = viewportRef.current;
    if (!root || !viewport) return;
    let current = true;
    let leaveTurn = () => {};
    const stop = whenWanted(root, () => {
      stop();
      void import("./carousel-engine").then(({ default: Engine }) => {
        if (current) leaveTurn = startInTurn(() => setEngine({ Engine, viewport }));
      });
    });
    return () => {
      current = false;
      stop();
      leaveTurn();
    };
  }, []);

  const onReady = useCallback((ready: CarouselControls | null) => {
    setControls(ready);
    if (ready) setPlaying(ready.playing());
  }, []);

  const togglePlaying = () => {
    if (controls) setPlaying(controls.togglePlaying());
  };

  const style = perViewStyle(perView) as CSSProperties;
  const { t } = useI18n();

  return (
    <section
      ref={rootRef}
      className={`carousel ${className}`}
      aria-roledescription="carousel"
      aria-label={label}
      style={style}
    >
      <div className="carousel__viewport" ref={viewportRef}>
        <ul className="carousel__container">
          {slides.map((slide, index) => (
            <li
              key={index}
              className="carousel__slide"
              aria-roledescription="slide"
              aria-label={t("carousel.slide", { position: index + 1, count: slides.length })}
              aria-current={index === position.selected ? "true" : undefined}
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
          onClick={() => controls?.scrollPrev()}
          disabled={!controls || !position.prev}
          aria-label={t("carousel.previous", { label })}
        >
          <span aria-hidden="true">‹</span>
        </button>
        {autoplayMs !== undefined && (
          <button
            type="button"
            className="carousel__button"
            onClick={togglePlaying}
            disabled={!controls}
            aria-label={t(playing ? "carousel.pause" : "carousel.play", { label })}
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
          onClick={() => controls?.scrollNext()}
          disabled={!controls || !position.next}
          aria-label={t("carousel.next", { label })}
        >
          <span aria-hidden="true">›</span>
        </button>
      </div>
      {engine && (
        <engine.Engine
          viewport={engine.viewport}
          loop={loop}
          transitionMs={transitionMs}
          autoplayMs={autoplayMs}
          onReady={onReady}
          onMove={setPosition}
        />
      )}
    </section>
  );
}
