// Product rows (paise, JSON TEXT lists) -> the contract's product shape (rupees, lists).
import { stockShortageMessage } from "@domain/cart";
import { paiseToRupees, type Paise } from "@domain/money";
import { badRequest, conflict, jsonList } from "./http";

export interface ProductRow {
  id: number;
  name: string;
  subcategory_id: number;
  subcategory_desc: string;
  category_id: number;
  category_desc: string;
  image: string;
  thumbnails: string;
  original_price_paise: Paise;
  discount_price_paise: Paise;
  on_sale: number;
  quantity: number;
  rating: number;
  ratings: number;
  badge: string;
  badge1: string;
  search_text: string;
  sizes: string;
  colors: string;
  /** JSON [{color, image}] (migration 0032). */
  color_images: string;
  material: string;
  description: string;
  weight: string;
  /** Asked in a language (productSelect): the language of name, description and material. */
  lang?: string;
  /** Asked in a language: the language of the category and subcategory names. */
  category_lang?: string;
}

export interface Product {
  id: number;
  name: string;
  category: string;
  category_id: number;
  subcategory: string;
  subcategory_id: number;
  image: string;
  thumbnail: { CoImage: string }[];
  originalPrice: number;
  discountPrice: number;
  onSale: boolean;
  quantity: number;
  rating: number;
  ratings: number;
  badge: string;
  badge1: string;
  searchText: string;
  size: string[];
  color: string[];
  /** Which picture shows which colour: an extension, present when the product has any. */
  color_images?: ColorImage[];
  material: string;
  description: string;
  weight: string;
  lang?: string;
  category_lang?: string;
}

export { PRODUCT_SELECT, productSelect } from "./product-select";

function strings(list: unknown[]): string[] {
  return list.filter((item): item is string => typeof item === "string");
}

/** Thumbnails may be stored as ["p0001-2.jpg"] or [{"CoImage": "p0001-2.jpg"}]. */
export function thumbnailList(text: string): { CoImage: string }[] {
  const out: { CoImage: string }[] = [];
  for (const item of jsonList(text)) {
    if (typeof item === "string") out.push({ CoImage: item });
    else if (item && typeof item === "object" && typeof (item as { CoImage?: unknown }).CoImage === "string") {
      out.push({ CoImage: (item as { CoImage: string }).CoImage });
    }
  }
  return out;
}

export interface ColorImage {
  color: string;
  image: string;
}

/** The pictures of colours the product offers, one each; a malformed entry is left out. */
export function colorImagesOf(row: Pick<ProductRow, "colors" | "color_images">): ColorImage[] {
  const colors = colorsOf(row);
  const out: ColorImage[] = [];
  for (const item of jsonList(row.color_images)) {
    if (!item || typeof item !== "object") continue;
    const { color, image } = item as Partial<Record<keyof ColorImage, unknown>>;
    if (typeof color !== "string" || typeof image !== "string" || image === "") continue;
    if (colors.includes(color) && !out.some((entry) => entry.color === color)) out.push({ color, image });
  }
  return out;
}

export function sizesOf(row: Pick<ProductRow, "sizes">): string[] {
  return strings(jsonList(row.sizes));
}

export function colorsOf(row: Pick<ProductRow, "colors">): string[] {
  return strings(jsonList(row.colors));
}

export function toProduct(row: ProductRow): Product {
  return {
    id: row.id,
    name: row.name,
    category: row.category_desc,
    category_id: row.category_id,
    subcategory: row.subcategory_desc,
    subcategory_id: row.subcategory_id,
    image: row.image,
    thumbnail: thumbnailList(row.thumbnails),
    originalPrice: paiseToRupees(row.original_price_paise),
    discountPrice: paiseToRupees(row.discount_price_paise),
    onSale: row.on_sale !== 0,
    quantity: row.quantity,
    rating: row.rating,
    ratings: row.ratings,
    badge: row.badge,
    badge1: row.badge1,
    searchText: row.search_text,
    size: sizesOf(row),
    color: colorsOf(row),
    ...withColorImages(colorImagesOf(row)),
    material: row.material,
    description: row.description,
    weight: row.weight,
    // Only when asked in a language: an English answer keeps SPEC section 7's shape.
    ...(row.lang === undefined ? {} : { lang: row.lang, category_lang: row.category_lang ?? "en" }),
  };
}

// Absent rather than empty: a product without colour pictures keeps SPEC section 7's shape.
function withColorImages(list: ColorImage[]): { color_images?: ColorImage[] } {
  return list.length === 0 ? {} : { color_images: list };
}

/** What a cart or order line is checked against and priced from. */
export interface LineProduct {
  id: number;
  name: string;
  image: string;
  description: string;
  quantity: number;
  sizes: string;
  colors: string;
  discount_price_paise: Paise;
  original_price_paise: Paise;
}

export interface LineInput {
  prod_id: number;
  unit: number;
  size: string;
  color: string;
}

/**
 * One rule for every cart or order: each product listed once, known, its size and colour (when
 * given) offered, and the units within stock (409 naming the product and what is available).
 * One query for all the lines; returns each line with its product.
 */
export async function loadLineProducts<L extends LineInput>(
  db: D1Database,
  items: readonly L[],
): Promise<{ item: L; product: LineProduct }[]> {
  const ids = new Set<number>();
  for (const item of items) {
    if (ids.has(item.prod_id)) throw badRequest(`Product ${item.prod_id} is listed twice.`);
    ids.add(item.prod_id);
  }
  const { results } = await db
    .prepare(
      `SELECT id, name, image, description, quantity, sizes, colors, discount_price_paise, original_price_paise
       FROM products WHERE id IN (SELECT value FROM json_each(?))`,
    )
    .bind(JSON.stringify([...ids]))
    .all<LineProduct>();
  const byId = new Map(results.map((row) => [row.id, row]));
  return items.map((item) => ({ item, product: checkLine(item, byId.get(item.prod_id)) }));
}

function checkLine(item: LineInput, product: LineProduct | undefined): LineProduct {
  if (!product) throw badRequest(`Unknown product ${item.prod_id}.`);
  checkChoices(item, product);
  if (item.unit > product.quantity) {
    throw conflict(stockShortageMessage(product.name, product.quantity, item.unit));
  }
  return product;
}

/** A line's size and colour (when given) must be among those the product offers: 400 otherwise. */
export function checkChoices(
  item: Pick<LineInput, "size" | "color">,
  product: Pick<LineProduct, "name" | "sizes" | "colors">,
): void {
  const sizes = sizesOf(product);
  const colors = colorsOf(product);
  if (item.size !== "" && sizes.length > 0 && !sizes.includes(item.size)) {
    throw badRequest(`Size '${item.size}' is not offered for ${product.name}.`);
  }
  if (item.color !== "" && colors.length > 0 && !colors.includes(item.color)) {
    throw badRequest(`Color '${item.color}' is not offered for ${product.name}.`);
  }
}
