import { imageCdnUrl, imageSrcSet, renditionWidths } from "@/domain/image-cdn";

export interface CdnImageProps {
  /** The supplier's file (an absolute image host URL): never shown as is, always a rendition. */
  src: string;
  alt: string;
  /** Layout size in CSS pixels: the width and height attributes, so nothing shifts as it loads. */
  width: number;
  height: number;
  /** CSS `sizes`: how wide it shows at each screen width; a fixed width by default. */
  sizes?: string;
  /** Rendition widths offered (srcset); the layout width at 1x, 2x and 3x by default. */
  widths?: readonly number[];
  /** Above the fold: loaded at once. */
  eager?: boolean;
  /** The page's largest picture (its LCP): loaded at once, ahead of other pictures. */
  priority?: boolean;
  className?: string;
  onError?: () => void;
}

/**
 * Every picture of the shop: a rendition of the supplier's file through the image CDN
 * (srcset of the widths the layout uses, in the format the browser accepts), its layout size
 * reserved, lazy below the first screen and fetched first when it is the page's largest paint
 * (the other pictures of the first screen after it).
 */
export function CdnImage({
  src,
  alt,
  width,
  height,
  sizes,
  widths = [width, width * 2, width * 3],
  eager = false,
  priority = false,
  className,
  onError,
}: CdnImageProps) {
  const offered = renditionWidths(widths);
  // The fallback for a browser without srcset: the rendition nearest twice the layout width.
  const fallback = offered.find((candidate) => candidate >= width * 2) ?? offered[offered.length - 1] ?? width;
  return (
    <img
      className={className}
      src={imageCdnUrl(src, { width: fallback })}
      srcSet={imageSrcSet(src, offered)}
      sizes={sizes ?? `${width}px`}
      alt={alt}
      width={width}
      height={height}
      loading={eager || priority ? "eager" : "lazy"}
      decoding="async"
      // The other pictures of the first screen stay behind the largest one: Chromium raises a
      // picture in the viewport to high priority at the first layout if it is still loading, and
      // on /all-product that raised the next three cards' beside the first in some loads (LCP
      // ~1,210 or ~1,370 ms in Lighthouse's mobile run, by which way the race went).
      fetchPriority={priority ? "high" : eager ? "low" : "auto"}
      onError={onError}
    />
  );
}
