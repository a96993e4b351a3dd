import { useState } from "react";
import { ProductImage } from "@/components/product-image";
import { colourPicture } from "@/domain/colour-picture";
import type { Product } from "@/domain/product";
import { useI18n } from "@/lib/i18n/i18n-context";
import { useOptionLabel } from "@/lib/i18n/option-label";
import { ZoomableImage } from "./zoomable-image";

const THUMBNAIL_SIZE = 72;

interface ProductGalleryProps {
  product: Pick<Product, "name" | "imageUrl" | "images" | "colorImages">;
  /** The chosen colour: its picture, where the catalogue has one, comes first. */
  colour: string;
}

/** Main picture plus a thumbnail per view of the product (SPEC.md section 2). */
export function ProductGallery({ product, colour }: ProductGalleryProps) {
  const views = product.images.length > 0 ? product.images : product.imageUrl ? [product.imageUrl] : [];
  const picture = colourPicture(product, colour);
  const images = picture === null ? views : [picture, ...views.filter((view) => view !== picture)];
  const [selected, setSelected] = useState(0);
  const { t } = useI18n();
  const labelOf = useOptionLabel();
  const current = images[selected] ?? null;
  // A view that is one of the colours' pictures says which colour it shows.
  const shown = product.colorImages?.find((entry) => entry.url === current)?.color;
  const name =
    shown === undefined ? product.name : t("colour.imageAlt", { name: product.name, colour: labelOf(shown).text });
  const alt = images.length > 1 ? t("product.imageAlt", { name, index: selected + 1, count: images.length }) : name;

  return (
    <div className="product-gallery">
      <ZoomableImage src={current} alt={alt} />
      {images.length > 1 && (
        <ul className="product-gallery__thumbs" aria-label={t("product.images")}>
          {images.map((image, index) => (
            <li key={`${index}-${image}`}>
              <button
                type="button"
                className="product-gallery__thumb"
                aria-label={t("product.viewImage", { index: index + 1, count: images.length })}
                aria-pressed={index === selected}
                onClick={() => setSelected(index)}
              >
                <ProductImage src={image} alt="" size={THUMBNAIL_SIZE} eager />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
