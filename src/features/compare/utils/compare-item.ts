/**
 * A product as the comparison table shows it. SPEC.md section 3: compare items carry id, title,
 * salePrice, excerpt and stockStatus; the table adds what shoppers weigh up side by side.
 */
import type { Paise } from "@/domain/money";
import { discountPercent, stockState, type Product, type StockLevel } from "@/domain/product";
import { shortenWords } from "@/domain/text";

export const EXCERPT_WORDS = 20;

export interface CompareItem {
  id: number;
  title: string;
  imageUrl: string | null;
  salePrice: Paise;
  originalPrice: Paise;
  /** Percent off the original price; 0 when not discounted. */
  discount: number;
  rating: number;
  ratings: number;
  excerpt: string;
  /** The shared stock wording: In stock, Only N left or Out of stock. */
  stockStatus: string;
  stockLevel: StockLevel;
  /** Units in stock, for the words of a low stock in the page's language. */
  stock: number;
  material: string;
  /** As sold: the table names them in the page's language. */
  sizes: string[];
  colours: string[];
}

export function toCompareItem(product: Product): CompareItem {
  return {
    id: product.id,
    title: product.name,
    imageUrl: product.imageUrl,
    salePrice: product.discountPrice,
    originalPrice: product.originalPrice,
    discount: Math.max(0, discountPercent(product.originalPrice, product.discountPrice)),
    rating: product.rating,
    ratings: product.ratings,
    excerpt: shortenWords(product.description, EXCERPT_WORDS),
    stockStatus: stockState(product.stock).label,
    stockLevel: stockState(product.stock).level,
    stock: product.stock,
    material: product.material,
    sizes: product.sizes,
    colours: product.colors,
  };
}

/** The products in the order of the compare list (the API answers in its own order). */
export function inListOrder(ids: readonly number[], products: readonly Product[]): Product[] {
  const byId = new Map(products.map((product) => [product.id, product]));
  return ids.flatMap((id) => {
    const product = byId.get(id);
    return product ? [product] : [];
  });
}
