/**
 * Netlify's Image CDN (issue 29): every picture the pages show is a rendition of the supplier's
 * file, `/.netlify/images?url=<file>&w=<width>&q=<quality>`, resized at the edge and converted to
 * the format the browser accepts (AVIF, WebP). netlify.toml's `remote_images` allows the image
 * host's picture folders; the parameters and their accepted values are scripts/image-cdn.mjs's
 * (tests/unit/image-cdn.test.ts checks these addresses against them). Link previews and
 * structured data name absolute renditions in a format every reader takes (JPEG).
 */
export const IMAGE_CDN_PATH = "/.netlify/images";

/** Photographs' quality: below Netlify's default 75, invisible at these sizes, a tenth fewer bytes. */
export const IMAGE_QUALITY = 70;

/** og:image and twitter:image: the 1.91:1 picture link previews show. */
export const SOCIAL_IMAGE = { width: 1200, height: 630 } as const;

/** The width search engines want of a Product's image in JSON-LD. */
export const STRUCTURED_DATA_IMAGE_WIDTH = 1200;

/** The largest side of the supplier's photographs: no rendition is asked wider. */
export const SOURCE_IMAGE_WIDTH = 1200;

interface Rendition {
  width: number;
  height?: number;
  /** With a height: "cover" crops to fill it (Netlify's default keeps the whole picture). */
  fit?: "cover";
  format?: "jpg";
}

/** The CDN address of `source` (an absolute image host URL) at a size; `origin` for an absolute one. */
export function imageCdnUrl(source: string, rendition: Rendition, origin = ""): string {
  const height = rendition.height ? `&h=${rendition.height}` : "";
  const fit = rendition.fit ? `&fit=${rendition.fit}` : "";
  const format = rendition.format ? `&fm=${rendition.format}` : "";
  return `${origin}${IMAGE_CDN_PATH}?url=${encodeURIComponent(source)}&w=${rendition.width}${height}${fit}&q=${IMAGE_QUALITY}${format}`;
}

/** A srcset of `source` at each of `widths` (CSS `w` descriptors), none wider than the source. */
export function imageSrcSet(source: string, widths: readonly number[]): string {
  return renditionWidths(widths)
    .map((width) => `${imageCdnUrl(source, { width })} ${width}w`)
    .join(", ");
}

/** `widths` (ascending) capped at the source's width, each once. */
export function renditionWidths(widths: readonly number[]): number[] {
  const capped = widths.map((width) => Math.min(width, SOURCE_IMAGE_WIDTH));
  return capped.filter((width, index) => capped.indexOf(width) === index);
}

/** og:image / twitter:image: a 1,200 x 630 JPEG cut from the picture. */
export function socialImageUrl(origin: string, source: string): string {
  return imageCdnUrl(source, { ...SOCIAL_IMAGE, fit: "cover", format: "jpg" }, origin);
}

/** A picture in JSON-LD: 1,200 px wide, JPEG. */
export function structuredDataImageUrl(origin: string, source: string): string {
  return imageCdnUrl(source, { width: STRUCTURED_DATA_IMAGE_WIDTH, format: "jpg" }, origin);
}
