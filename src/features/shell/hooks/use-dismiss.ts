import { useEffect, type RefObject } from "react";

/**
 * Closes a popup (profile dropdown, category panel) when the shopper presses Escape or clicks or
 * taps anywhere outside `containerRef`. Escape reports itself so the caller can return focus to
 * the control that opened the popup.
 */
export function useDismiss(
  containerRef: RefObject<HTMLElement | null>,
  open: boolean,
  onDismiss: (reason: "escape" | "outside") => void,
): void {
  useEffect(() => {
    if (!open) return;
    function onPointerDown(event: PointerEvent) {
      const container = containerRef.current;
      if (container && event.target instanceof Node && !container.contains(event.target)) onDismiss("outside");
    }
    function onKeyDown(event: KeyboardEvent) {
      if (event.key === "Escape") onDismiss("escape");
    }
    document.addEventListener("pointerdown", onPointerDown);
    document.addEventListener("keydown", onKeyDown);
    return () => {
      document.removeEventListener("pointerdown", onPointerDown);
      document.removeEventListener("keydown", onKeyDown);
    };
  }, [containerRef, open, onDismiss]);
}
