// The product SELECT, apart so SQL builders (and the tests that read their plans) need no Worker types.
/** SELECT list and joins giving a ProductRow; append WHERE / ORDER BY. */
export const PRODUCT_SELECT = `SELECT p.id, p.name, p.subcategory_id, s.subcategory_desc, c.category_id, c.category_desc,
  p.image, p.thumbnails, p.original_price_paise, p.discount_price_paise, p.on_sale, p.quantity, p.rating,
  p.ratings, p.badge, p.badge1, p.search_text, p.sizes, p.colors, p.material, p.description, p.weight
FROM products p
JOIN subcategories s ON s.subcategory_id = p.subcategory_id
JOIN categories c ON c.category_id = s.category_id`;
