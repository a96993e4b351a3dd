/**
 * The image zoom of SPEC.md section 9: it shows 250 ms after the pointer rests on the picture,
 * hides 150 ms after it leaves (so crossing the edge by accident does not flicker) and fades in
 * and out over 300 ms (the fade itself is a CSS transition in product.css).
 */
export const ZOOM_SHOW_DELAY_MS = 250;
export const ZOOM_HIDE_DELAY_MS = 150;
export const ZOOM_FADE_MS = 300;
/** Magnification of the zoomed view; the SVG pictures stay sharp at any scale. */
export const ZOOM_SCALE = 2;
/** How far one arrow key press pans the zoomed view, in percent of the picture. */
export const ZOOM_KEY_STEP = 10;

export interface ZoomOrigin {
  /** 0 (left edge) to 100 (right edge). */
  x: number;
  /** 0 (top edge) to 100 (bottom edge). */
  y: number;
}

export const ZOOM_CENTRE: ZoomOrigin = { x: 50, y: 50 };

function clampPercent(value: number): number {
  if (!Number.isFinite(value)) return 50;
  return Math.min(100, Math.max(0, value));
}

/** The point of the picture under the pointer, as percentages for background-position. */
export function zoomOriginAt(
  clientX: number,
  clientY: number,
  box: { left: number; top: number; width: number; height: number },
): ZoomOrigin {
  if (box.width <= 0 || box.height <= 0) return ZOOM_CENTRE;
  return {
    x: clampPercent(((clientX - box.left) / box.width) * 100),
    y: clampPercent(((clientY - box.top) / box.height) * 100),
  };
}

const KEY_STEPS: Record<string, [number, number]> = {
  ArrowLeft: [-ZOOM_KEY_STEP, 0],
  ArrowRight: [ZOOM_KEY_STEP, 0],
  ArrowUp: [0, -ZOOM_KEY_STEP],
  ArrowDown: [0, ZOOM_KEY_STEP],
};

/** The origin after an arrow key, or null when the key does not pan. */
export function zoomOriginAfterKey(origin: ZoomOrigin, key: string): ZoomOrigin | null {
  const step = KEY_STEPS[key];
  if (!step) return null;
  return { x: clampPercent(origin.x + step[0]), y: clampPercent(origin.y + step[1]) };
}
