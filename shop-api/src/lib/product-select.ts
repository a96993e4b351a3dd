// The product SELECT, apart so SQL builders (and the tests that read their plans) need no Worker types.
import type { Locale } from "@domain/locale";

/** SELECT list and joins giving a ProductRow; append WHERE / ORDER BY. */
export const PRODUCT_SELECT = `SELECT p.id, p.name, p.subcategory_id, s.subcategory_desc, c.category_id, c.category_desc,
  p.image, p.thumbnails, p.original_price_paise, p.discount_price_paise, p.on_sale, p.quantity, p.rating,
  p.ratings, p.badge, p.badge1, p.search_text, p.sizes, p.colors, p.color_images, p.material, p.description, p.weight
FROM products p
JOIN subcategories s ON s.subcategory_id = p.subcategory_id
JOIN categories c ON c.category_id = s.category_id`;

/**
 * PRODUCT_SELECT in a language (migration 0016): each text the translation's, or the English
 * column's when there is none, and `lang` (the product's own texts) and `category_lang` (its
 * category and subcategory names) saying which. English is PRODUCT_SELECT itself. The locale is
 * one of LOCALES, written into the SQL so that every statement keeps its binds as they are.
 */
export function productSelect(locale: Locale): string {
  if (locale === "en") return PRODUCT_SELECT;
  return `SELECT p.id, COALESCE(t.name, p.name) AS name, p.subcategory_id,
  COALESCE(st.subcategory_desc, s.subcategory_desc) AS subcategory_desc, c.category_id,
  COALESCE(ct.category_desc, c.category_desc) AS category_desc,
  p.image, p.thumbnails, p.original_price_paise, p.discount_price_paise, p.on_sale, p.quantity, p.rating,
  p.ratings, p.badge, p.badge1, COALESCE(t.search_text, p.search_text) AS search_text, p.sizes, p.colors, p.color_images,
  COALESCE(t.material, p.material) AS material, COALESCE(t.description, p.description) AS description, p.weight,
  CASE WHEN t.product_id IS NULL THEN 'en' ELSE '${locale}' END AS lang,
  CASE WHEN st.subcategory_id IS NULL OR ct.category_id IS NULL THEN 'en' ELSE '${locale}' END AS category_lang
FROM products p
JOIN subcategories s ON s.subcategory_id = p.subcategory_id
JOIN categories c ON c.category_id = s.category_id
LEFT JOIN product_translations t ON t.product_id = p.id AND t.locale = '${locale}'
LEFT JOIN subcategory_translations st ON st.subcategory_id = s.subcategory_id AND st.locale = '${locale}'
LEFT JOIN category_translations ct ON ct.category_id = c.category_id AND ct.locale = '${locale}'`;
}

/** The full-text index of a language's texts: products_fts (0003), products_fts_fr (0016). */
export function ftsTable(locale: Locale): string {
  return locale === "en" ? "products_fts" : `products_fts_${locale}`;
}
