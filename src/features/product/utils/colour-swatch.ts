import swatches from "@domain/colour-swatches.json";

/**
 * A small dot of the colour beside each colour name in the colour picker. The name stays the
 * label (colour alone never carries the meaning); unknown names simply get no dot. The table is
 * the one the seed draws each colour's picture in (shop-api/seed/art.mjs).
 */
const SWATCHES: Readonly<Record<string, string>> = swatches;

const MULTICOLOUR = "conic-gradient(#ef4444, #f59e0b, #22c55e, #3b82f6, #a855f7, #ef4444)";
const CLEAR = "repeating-conic-gradient(#e5e7eb 0% 25%, #ffffff 0% 50%) 50% / 8px 8px";

/** A CSS background for the colour's dot, or null when the name is not one we know. */
export function colourSwatch(name: string): string | null {
  const key = name.trim().toLowerCase();
  if (key === "multicolour" || key === "multicolor") return MULTICOLOUR;
  if (key === "clear" || key === "transparent") return CLEAR;
  return Object.hasOwn(SWATCHES, key) ? (SWATCHES[key] ?? null) : null;
}
