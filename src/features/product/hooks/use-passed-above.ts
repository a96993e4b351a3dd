import { useEffect, useState, type RefObject } from "react";

/**
 * The viewport stretched far down: an element below the screen still counts as in it, so the one
 * change observed is crossing the top edge, also in a single jump (a link to the reviews, End).
 */
const DOWN_TO_THE_END = "0px 0px 1000000px 0px";

/**
 * True once `target` has scrolled up past the top of the viewport (the shopper went on down the
 * page), false while it is in view or still below it.
 */
export function usePassedAbove(target: RefObject<Element | null>): boolean {
  const [passed, setPassed] = useState(false);
  useEffect(() => {
    const element = target.current;
    if (!element) return;
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (entry) setPassed(!entry.isIntersecting);
      },
      { rootMargin: DOWN_TO_THE_END },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [target]);
  return passed;
}
