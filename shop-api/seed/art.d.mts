// Types of art.mjs for TypeScript importers (tests).
export interface ImageInfo {
  /** File name requested, e.g. p0001.jpg or p0001-2.jpg: seeds colours and pattern. */
  file: string;
  /** Product name or subcategory description, shown as a caption (optional). */
  title?: string;
  /** Subcategory / category text used to choose the drawing. */
  kind?: string;
  /** The CSS colour to draw the product in (a colourway); the file's own colour otherwise. */
  colour?: string;
}

/** FNV-1a 32-bit hash. */
export function hash(text: string): number;
export function escapeXml(text: string): string;
/** Picks a drawing for a subcategory or category description (or slug). */
export function iconFor(description: string): string;
/** The CSS colour a colour value is drawn in, or null for one without a single hue (Multicolour). */
export function colourHex(name: string): string | null;
/** A 400 x 400 product or subcategory image. */
export function productSvg(info: ImageInfo): string;
/** The reseller's logo: a monogram badge and the shop name. */
export function logoSvg(name: string, file: string): string;
