/**
 * Hover intent for the image zoom (SPEC.md section 9 delays). Only a mouse hovers: touch and pen
 * contacts do not open it by accident, they use the Zoom button (`pinned`) instead, which also
 * serves keyboard users (arrow keys pan while it is on, Escape closes it).
 */
import { useCallback, useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from "react";
import {
  ZOOM_CENTRE,
  ZOOM_HIDE_DELAY_MS,
  ZOOM_SHOW_DELAY_MS,
  zoomOriginAfterKey,
  zoomOriginAt,
  type ZoomOrigin,
} from "@/features/product/utils/zoom";

export interface HoverZoom {
  open: boolean;
  pinned: boolean;
  origin: ZoomOrigin;
  togglePinned: () => void;
  onPointerEnter: (event: PointerEvent<HTMLElement>) => void;
  onPointerLeave: (event: PointerEvent<HTMLElement>) => void;
  onPointerMove: (event: PointerEvent<HTMLElement>) => void;
  onPanKey: (event: KeyboardEvent<HTMLElement>) => void;
}

export function useHoverZoom(): HoverZoom {
  const [hovered, setHovered] = useState(false);
  const [pinned, setPinned] = useState(false);
  const [origin, setOrigin] = useState<ZoomOrigin>(ZOOM_CENTRE);
  const timer = useRef<number | undefined>(undefined);

  const schedule = useCallback((show: boolean, delayMs: number) => {
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setHovered(show), delayMs);
  }, []);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const follow = useCallback((event: PointerEvent<HTMLElement>) => {
    setOrigin(zoomOriginAt(event.clientX, event.clientY, event.currentTarget.getBoundingClientRect()));
  }, []);

  return {
    open: hovered || pinned,
    pinned,
    origin,
    togglePinned: () => {
      setPinned((was) => !was);
      setOrigin(ZOOM_CENTRE);
    },
    onPointerEnter: (event) => {
      if (event.pointerType !== "mouse") return;
      follow(event);
      schedule(true, ZOOM_SHOW_DELAY_MS);
    },
    onPointerLeave: (event) => {
      if (event.pointerType !== "mouse") return;
      schedule(false, ZOOM_HIDE_DELAY_MS);
    },
    onPointerMove: (event) => {
      if (event.pointerType === "mouse" || pinned) follow(event);
    },
    onPanKey: (event) => {
      if (!pinned) return;
      if (event.key === "Escape") {
        setPinned(false);
        return;
      }
      const next = zoomOriginAfterKey(origin, event.key);
      if (!next) return;
      event.preventDefault();
      setOrigin(next);
    },
  };
}
