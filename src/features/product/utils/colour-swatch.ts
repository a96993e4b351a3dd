/**
 * A small dot of the colour beside each colour name in the colour picker. The name stays the
 * label (colour alone never carries the meaning); unknown names simply get no dot.
 */
const SWATCHES: Record<string, string> = {
  amber: "#f59e0b",
  beige: "#e8d9b5",
  "berry wine": "#7b1e3a",
  black: "#111111",
  blue: "#2563eb",
  "blush pink": "#f4c2c2",
  "bright yellow": "#facc15",
  burgundy: "#800020",
  "candy pink": "#f9a8d4",
  "caramel beige": "#c8a27a",
  "charcoal grey": "#36454f",
  copper: "#b87333",
  "coral crush": "#f26b5b",
  "coral pink": "#f88379",
  cream: "#fffdd0",
  "deep cocoa": "#4a2c2a",
  "emerald green": "#50c878",
  espresso: "#3c2218",
  "frosted green": "#b8d8c0",
  gold: "#d4af37",
  "graphite grey": "#41424c",
  green: "#16a34a",
  grey: "#9ca3af",
  "honey oak": "#c68e3f",
  indigo: "#4b0082",
  ivory: "#fffff0",
  khaki: "#c3b091",
  "kraft brown": "#a47c48",
  lavender: "#c4b5fd",
  "lemon yellow": "#fff44f",
  magenta: "#d946ef",
  maroon: "#800000",
  "matte black": "#28282b",
  "mauve muse": "#b784a7",
  "midnight blue": "#191970",
  "mint green": "#98ff98",
  "mustard yellow": "#e1ad01",
  "natural teak": "#b08d57",
  "navy blue": "#1e3a8a",
  "nude rose": "#e3bcae",
  olive: "#808000",
  "olive green": "#6b7f3a",
  orange: "#f97316",
  "pastel blue": "#aec6cf",
  "pastel green": "#b2e2b2",
  "pastel pink": "#ffd1dc",
  peach: "#ffcba4",
  "peach glow": "#f7b89a",
  pink: "#ec4899",
  "plum velvet": "#6e2f5b",
  red: "#dc2626",
  "rose gold": "#b76e79",
  "royal blue": "#4169e1",
  "ruby red": "#9b111e",
  "rust orange": "#c2571a",
  saffron: "#f4c430",
  "sage green": "#9caf88",
  silver: "#c0c0c0",
  "sky blue": "#87ceeb",
  "stone beige": "#cbbfa8",
  "tan brown": "#a0785a",
  teal: "#0d9488",
  terracotta: "#c65d3b",
  turquoise: "#40e0d0",
  "walnut brown": "#5d432c",
  "warm ivory": "#f6ecd6",
  white: "#ffffff",
  "wine red": "#722f37",
  yellow: "#fde047",
};

const MULTICOLOUR = "conic-gradient(#ef4444, #f59e0b, #22c55e, #3b82f6, #a855f7, #ef4444)";
const CLEAR = "repeating-conic-gradient(#e5e7eb 0% 25%, #ffffff 0% 50%) 50% / 8px 8px";

/** A CSS background for the colour's dot, or null when the name is not one we know. */
export function colourSwatch(name: string): string | null {
  const key = name.trim().toLowerCase();
  if (key === "multicolour" || key === "multicolor") return MULTICOLOUR;
  if (key === "clear" || key === "transparent") return CLEAR;
  return SWATCHES[key] ?? null;
}
