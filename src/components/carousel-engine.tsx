/**
 * The moving part of the shop's carousel (carousel.tsx): embla-carousel and its autoplay, loaded
 * only once a carousel is near the screen after the page has hydrated. It renders nothing: it
 * takes over the viewport the server already rendered and reports where the carousel stands.
 */
import Autoplay from "embla-carousel-autoplay";
import useEmblaCarousel from "embla-carousel-react";
import { useEffect, useMemo } from "react";

/** What the buttons can do once the engine runs. */
export interface CarouselControls {
  scrollPrev(): void;
  scrollNext(): void;
  /** Pauses or resumes the autoplay; answers whether it now plays. */
  togglePlaying(): boolean;
  playing(): boolean;
}

export interface CarouselPosition {
  prev: boolean;
  next: boolean;
  selected: number;
}

export interface CarouselEngineProps {
  viewport: HTMLElement;
  loop: boolean;
  transitionMs: number;
  autoplayMs?: number;
  onReady(controls: CarouselControls | null): void;
  onMove(position: CarouselPosition): void;
}

/**
 * embla's `duration` is not milliseconds but a physics constant (default 25, range 20 to 60);
 * measured in Chromium, a transition takes about 20 ms per unit, so 500 ms ~ 25 and 1 s ~ 50.
 */
function emblaDuration(transitionMs: number): number {
  return Math.min(60, Math.max(20, Math.round(transitionMs / 20)));
}

function prefersReducedMotion(): boolean {
  return window.matchMedia?.("(prefers-reduced-motion: reduce)").matches === true;
}

export default function CarouselEngine({
  viewport,
  loop,
  transitionMs,
  autoplayMs,
  onReady,
  onMove,
}: CarouselEngineProps) {
  const options = useMemo(
    () => ({ loop, align: "start" as const, duration: emblaDuration(transitionMs) }),
    [loop, transitionMs],
  );
  // Reduced motion: the carousel stays still until the shopper presses Play.
  const plugins = useMemo(
    () =>
      autoplayMs
        ? [
            Autoplay({
              delay: autoplayMs,
              playOnInit: !prefersReducedMotion(),
              stopOnInteraction: false,
              stopOnMouseEnter: true,
              stopOnFocusIn: true,
            }),
          ]
        : [],
    [autoplayMs],
  );
  const [attach, api] = useEmblaCarousel(options, plugins);

  useEffect(() => attach(viewport), [attach, viewport]);

  useEffect(() => {
    if (!api) return;
    const move = () =>
      onMove({ prev: api.canScrollPrev(), next: api.canScrollNext(), selected: api.selectedScrollSnap() });
    move();
    api.on("select", move).on("reInit", move);
    const controls: CarouselControls = {
      scrollPrev: () => api.scrollPrev(),
      scrollNext: () => api.scrollNext(),
      togglePlaying: () => {
        const autoplay = api.plugins().autoplay;
        if (!autoplay) return false;
        if (autoplay.isPlaying()) autoplay.stop();
        else autoplay.play();
        return autoplay.isPlaying();
      },
      playing: () => api.plugins().autoplay?.isPlaying() ?? false,
    };
    onReady(controls);
    return () => {
      api.off("select", move).off("reInit", move);
      onReady(null);
    };
  }, [api, onMove, onReady]);

  return null;
}
