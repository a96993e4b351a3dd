-- The summary of a page query bounded by a category or subcategory (src/lib/catalogue-query.ts,
-- boundedSummary) reads, for every product in the bound, its prices, stock and rating: with
-- them in one index next to the subcategory, those products are read from the index alone
-- instead of their whole rows (names, search text, descriptions), whose size grows with the
-- catalogue.
CREATE INDEX products_subcategory_facets
  ON products(subcategory_id, discount_price_paise, original_price_paise, quantity, rating);
