import { useI18n } from "@/lib/i18n/i18n-context";
import { CdnImage } from "./cdn-image";

/**
 * A product picture: square, through the image CDN (cdn-image.tsx), lazy unless it is above the
 * fold. A missing one shows a labelled placeholder.
 */
interface ProductImageProps {
  src: string | null;
  alt: string;
  /** Layout size in CSS pixels (square): its width and height attributes. */
  size?: number;
  /** CSS `sizes` when it is not shown at `size` (grids and carousels that follow the screen). */
  sizes?: string;
  widths?: readonly number[];
  /** Above the fold: load at once, with high priority for the largest one. */
  eager?: boolean;
  priority?: boolean;
  className?: string;
}

/** The product page's main picture at most (the gallery is 28rem wide). */
export const PRODUCT_IMAGE_SIZE = 448;

export function ProductImage({
  src,
  alt,
  size = PRODUCT_IMAGE_SIZE,
  sizes,
  widths,
  eager = false,
  priority = false,
  className,
}: ProductImageProps) {
  if (!src) return <ProductImagePlaceholder alt={alt} className={className} />;
  return (
    <CdnImage
      className={`product-image ${className ?? ""}`}
      src={src}
      alt={alt}
      width={size}
      height={size}
      sizes={sizes}
      widths={widths}
      eager={eager}
      priority={priority}
    />
  );
}

function ProductImagePlaceholder({ alt, className }: Pick<ProductImageProps, "alt" | "className">) {
  const { t } = useI18n();
  return (
    <div
      className={`product-image product-image--placeholder ${className ?? ""}`}
      role="img"
      aria-label={t("productImage.noPicture", { name: alt })}
      style={{ aspectRatio: "1" }}
    >
      <span aria-hidden="true">{t("productImage.none")}</span>
    </div>
  );
}
