import { useState, type CSSProperties } from "react";
import { ProductImage, PRODUCT_IMAGE_SIZE } from "@/components/product-image";
import { imageCdnUrl, SOURCE_IMAGE_WIDTH } from "@/domain/image-cdn";
import { useHoverZoom } from "@/features/product/hooks/use-hover-zoom";
import { useI18n } from "@/lib/i18n/i18n-context";
import { ZOOM_SCALE } from "@/features/product/utils/zoom";

interface ZoomableImageProps {
  src: string | null;
  alt: string;
}

/**
 * The main product picture with SPEC.md's zoom: the same picture at twice the size fills the frame
 * and follows the pointer. The magnified view repeats what the image already says, so it is
 * hidden from assistive technology; the Zoom button gives it to touch and keyboard users.
 */
/** The gallery (product.css): the screen's width less the page's margins on phones, 28rem at most. */
const MAIN_IMAGE_SIZES = `(max-width: 479.98px) calc(100vw - 2rem), ${PRODUCT_IMAGE_SIZE}px`;
const MAIN_IMAGE_WIDTHS = [320, 448, 640, 896, 1200];

export function ZoomableImage({ src, alt }: ZoomableImageProps) {
  const zoom = useHoverZoom();
  const { t } = useI18n();
  // The magnified picture is fetched when the zoom first opens, not with every product page, and
  // kept for its fade-out and the next time.
  const [magnifiedWanted, setMagnifiedWanted] = useState(false);
  if (zoom.open && !magnifiedWanted) setMagnifiedWanted(true);

  if (!src) {
    return (
      <div className="product-zoom">
        <ProductImage src={null} alt={alt} className="product-zoom__image" />
      </div>
    );
  }

  const viewStyle = {
    backgroundImage: magnifiedWanted ? `url("${imageCdnUrl(src, { width: SOURCE_IMAGE_WIDTH })}")` : "none",
    backgroundSize: `${ZOOM_SCALE * 100}% ${ZOOM_SCALE * 100}%`,
    backgroundPosition: `${zoom.origin.x}% ${zoom.origin.y}%`,
  } satisfies CSSProperties;

  return (
    <div
      className={`product-zoom${zoom.pinned ? " product-zoom--pinned" : ""}`}
      onPointerEnter={zoom.onPointerEnter}
      onPointerLeave={zoom.onPointerLeave}
      onPointerMove={zoom.onPointerMove}
    >
      <ProductImage
        src={src}
        alt={alt}
        size={PRODUCT_IMAGE_SIZE}
        sizes={MAIN_IMAGE_SIZES}
        widths={MAIN_IMAGE_WIDTHS}
        eager
        priority
        className="product-zoom__image"
      />
      <div
        className={`product-zoom__view${zoom.open ? " product-zoom__view--open" : ""}`}
        style={viewStyle}
        aria-hidden="true"
      />
      <button
        type="button"
        className="product-zoom__toggle"
        aria-pressed={zoom.pinned}
        aria-describedby={zoom.pinned ? "product-zoom-hint" : undefined}
        onClick={zoom.togglePinned}
        onKeyDown={zoom.onPanKey}
      >
        <span aria-hidden="true">{zoom.pinned ? "−" : "+"}</span> {t("product.zoom")}
      </button>
      {zoom.pinned && (
        <p id="product-zoom-hint" className="visually-hidden">
          {t("product.zoomHint")}
        </p>
      )}
    </div>
  );
}
