import type { ReactNode } from "react";
import { Link } from "react-router";
import type { ProductCardData } from "@/domain/product";
import { shortenWords } from "@/domain/text";
import { Price } from "./price";
import { ProductImage } from "./product-image";
import { RatingStars } from "./rating-stars";
import { useI18n } from "@/lib/i18n/i18n-context";

interface ProductCardProps {
  product: ProductCardData;
  /** Above the fold: the image loads at once. */
  eager?: boolean;
  /** The listing's first image, likely its largest paint: fetched with high priority. */
  priority?: boolean;
  /** Shorten the name to this many words (carousels: 3, SPEC.md section 9). */
  nameWords?: number;
  /** A control shown on the card (e.g. the wishlist toggle), composed by the route. */
  action?: ReactNode;
  headingLevel?: "h2" | "h3";
  /** CSS `sizes` of its picture: a product grid's columns by default (styles.css .product-grid). */
  imageSizes?: string;
}

/** A card's picture in a product grid: 2 columns on phones, 3 from 768 px, 4 from 1,100 px. */
export const GRID_IMAGE_SIZES = "(max-width: 767.98px) 46vw, (max-width: 1099.98px) 31vw, 300px";
/** The renditions a card's picture is offered in: phones at 1x to 3x up to wide screens at 2x. */
export const CARD_IMAGE_WIDTHS = [160, 240, 320, 400, 480, 640] as const;

/** One product in a grid or carousel: picture and name link to /product/{id}. */
export function ProductCard({
  product,
  eager = false,
  priority = false,
  nameWords,
  action,
  headingLevel: Heading = "h3",
  imageSizes = GRID_IMAGE_SIZES,
}: ProductCardProps) {
  const { t, path } = useI18n();
  const name = nameWords ? shortenWords(product.name, nameWords) : product.name;
  // The link already says the name under the image: an alt repeating it would be read twice.
  return (
    <article className="product-card">
      <Link to={path(`/product/${product.id}`)} className="product-card__link" title={product.name}>
        <ProductImage
          src={product.imageUrl}
          alt={name === product.name ? "" : product.name}
          eager={eager}
          priority={priority}
          size={240}
          sizes={imageSizes}
          widths={CARD_IMAGE_WIDTHS}
          className="product-card__image"
        />
        <Heading className="product-card__name" lang={product.lang}>
          {name}
        </Heading>
      </Link>
      <RatingStars rating={product.rating} count={product.ratings} />
      <Price discountPrice={product.discountPrice} originalPrice={product.originalPrice} />
      {product.stock <= 0 && <p className="product-card__stock">{t("product.outOfStock")}</p>}
      {action && <div className="product-card__action">{action}</div>}
    </article>
  );
}
