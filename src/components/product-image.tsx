/**
 * A product picture with its intrinsic size (no layout shift), alt text and lazy loading unless
 * it is above the fold. Supplier images are 400 x 400; a missing one shows a labelled placeholder.
 */
interface ProductImageProps {
  src: string | null;
  alt: string;
  /** Rendered size in CSS pixels (square). */
  size?: number;
  /** Above the fold: load at once, with high priority for the largest one. */
  eager?: boolean;
  priority?: boolean;
  className?: string;
}

export const PRODUCT_IMAGE_SIZE = 400;

export function ProductImage({
  src,
  alt,
  size = PRODUCT_IMAGE_SIZE,
  eager = false,
  priority = false,
  className,
}: ProductImageProps) {
  if (!src) {
    return (
      <div
        className={`product-image product-image--placeholder ${className ?? ""}`}
        role="img"
        aria-label={`${alt} (no picture yet)`}
        style={{ aspectRatio: "1" }}
      >
        <span aria-hidden="true">No image</span>
      </div>
    );
  }
  return (
    <img
      className={`product-image ${className ?? ""}`}
      src={src}
      alt={alt}
      width={size}
      height={size}
      loading={eager ? "eager" : "lazy"}
      decoding="async"
      fetchPriority={priority ? "high" : "auto"}
    />
  );
}
