-- One narrow row per product with what the page query filters, sorts and counts on (issue 14):
-- a page bounded by a category, a subcategory or a text query reads these rows (one index range,
-- or one primary-key look-up per text match) instead of whole product rows, and counts its size
-- and colour facets per distinct set of values instead of per product and value
-- (src/lib/catalogue-query.ts, boundedSummary).
--
-- Derived from products by the triggers below, like product_sizes and product_colors
-- (migration 0003): every writer keeps them in step without knowing they exist.

-- Each distinct set of sizes or colours a product has, as a JSON array of its distinct non-blank
-- text values in order (the values product_sizes / product_colors hold for it). Sets are only
-- added: one no product has any more counts nothing, as no product_facets row names it.
CREATE TABLE facet_sets (
  set_id INTEGER PRIMARY KEY,
  kind   TEXT NOT NULL CHECK (kind IN ('size', 'color')),
  list   TEXT NOT NULL,
  UNIQUE (kind, list)
);

-- Which sets hold a value: a size or colour filter becomes the few set ids holding its values.
CREATE TABLE facet_set_values (
  kind   TEXT NOT NULL,
  value  TEXT NOT NULL,
  set_id INTEGER NOT NULL,
  PRIMARY KEY (kind, value, set_id)
) WITHOUT ROWID;

CREATE TRIGGER facet_sets_values AFTER INSERT ON facet_sets BEGIN
  INSERT OR IGNORE INTO facet_set_values (kind, value, set_id)
    SELECT NEW.kind, value, NEW.set_id FROM json_each(NEW.list);
END;

CREATE TABLE product_facets (
  product_id     INTEGER PRIMARY KEY,
  subcategory_id INTEGER NOT NULL,
  low            INTEGER NOT NULL, -- discount_price_paise
  high           INTEGER NOT NULL, -- original_price_paise
  quantity       INTEGER NOT NULL,
  rating         REAL NOT NULL,
  ratings        INTEGER NOT NULL,
  size_set       INTEGER NOT NULL,
  color_set      INTEGER NOT NULL
);
-- Covering: a category or subcategory's products are one range of this index, read whole.
CREATE INDEX product_facets_subcategory
  ON product_facets(subcategory_id, low, high, quantity, rating, ratings, size_set, color_set);

-- The set list of a product's sizes or colours JSON, as migration 0003 derives its rows.
-- (Repeated in each trigger: SQLite has no functions or views usable on NEW.)
INSERT OR IGNORE INTO facet_sets (kind, list)
  SELECT 'size', (SELECT json_group_array(value) FROM (SELECT DISTINCT value FROM json_each(CASE WHEN json_valid(p.sizes) THEN p.sizes ELSE '[]' END) WHERE type = 'text' AND trim(value) <> '' ORDER BY value))
  FROM products p;
INSERT OR IGNORE INTO facet_sets (kind, list)
  SELECT 'color', (SELECT json_group_array(value) FROM (SELECT DISTINCT value FROM json_each(CASE WHEN json_valid(p.colors) THEN p.colors ELSE '[]' END) WHERE type = 'text' AND trim(value) <> '' ORDER BY value))
  FROM products p;
INSERT INTO product_facets (product_id, subcategory_id, low, high, quantity, rating, ratings, size_set, color_set)
  SELECT p.id, p.subcategory_id, p.discount_price_paise, p.original_price_paise, p.quantity, p.rating, p.ratings,
    (SELECT set_id FROM facet_sets WHERE kind = 'size' AND list = (SELECT json_group_array(value) FROM (SELECT DISTINCT value FROM json_each(CASE WHEN json_valid(p.sizes) THEN p.sizes ELSE '[]' END) WHERE type = 'text' AND trim(value) <> '' ORDER BY value))),
    (SELECT set_id FROM facet_sets WHERE kind = 'color' AND list = (SELECT json_group_array(value) FROM (SELECT DISTINCT value FROM json_each(CASE WHEN json_valid(p.colors) THEN p.colors ELSE '[]' END) WHERE type = 'text' AND trim(value) <> '' ORDER BY value)))
  FROM products p;

CREATE TRIGGER products_facets_insert AFTER INSERT ON products BEGIN
  INSERT OR IGNORE INTO facet_sets (kind, list) VALUES
    ('size', (SELECT json_group_array(value) FROM (SELECT DISTINCT value FROM json_each(CASE WHEN json_valid(NEW.sizes) THEN NEW.sizes ELSE '[]' END) WHERE type = 'text' AND trim(value) <> '' ORDER BY value))),
    ('color', (SELECT json_group_array(value) FROM (SELECT DISTINCT value FROM json_each(CASE WHEN json_valid(NEW.colors) THEN NEW.colors ELSE '[]' END) WHERE type = 'text' AND trim(value) <> '' ORDER BY value)));
  INSERT INTO product_facets (product_id, subcategory_id, low, high, quantity, rating, ratings, size_set, color_set)
  VALUES (NEW.id, NEW.subcategory_id, NEW.discount_price_paise, NEW.original_price_paise, NEW.quantity, NEW.rating, NEW.ratings,
    (SELECT set_id FROM facet_sets WHERE kind = 'size' AND list = (SELECT json_group_array(value) FROM (SELECT DISTINCT value FROM json_each(CASE WHEN json_valid(NEW.sizes) THEN NEW.sizes ELSE '[]' END) WHERE type = 'text' AND trim(value) <> '' ORDER BY value))),
    (SELECT set_id FROM facet_sets WHERE kind = 'color' AND list = (SELECT json_group_array(value) FROM (SELECT DISTINCT value FROM json_each(CASE WHEN json_valid(NEW.colors) THEN NEW.colors ELSE '[]' END) WHERE type = 'text' AND trim(value) <> '' ORDER BY value))));
END;

CREATE TRIGGER products_facets_delete AFTER DELETE ON products BEGIN
  DELETE FROM product_facets WHERE product_id = OLD.id;
END;

-- Stock changes with every order: quantity is one of the columns followed.
CREATE TRIGGER products_facets_update
AFTER UPDATE OF id, subcategory_id, discount_price_paise, original_price_paise, quantity, rating, ratings, sizes, colors
ON products BEGIN
  DELETE FROM product_facets WHERE product_id = OLD.id;
  INSERT OR IGNORE INTO facet_sets (kind, list) VALUES
    ('size', (SELECT json_group_array(value) FROM (SELECT DISTINCT value FROM json_each(CASE WHEN json_valid(NEW.sizes) THEN NEW.sizes ELSE '[]' END) WHERE type = 'text' AND trim(value) <> '' ORDER BY value))),
    ('color', (SELECT json_group_array(value) FROM (SELECT DISTINCT value FROM json_each(CASE WHEN json_valid(NEW.colors) THEN NEW.colors ELSE '[]' END) WHERE type = 'text' AND trim(value) <> '' ORDER BY value)));
  INSERT INTO product_facets (product_id, subcategory_id, low, high, quantity, rating, ratings, size_set, color_set)
  VALUES (NEW.id, NEW.subcategory_id, NEW.discount_price_paise, NEW.original_price_paise, NEW.quantity, NEW.rating, NEW.ratings,
    (SELECT set_id FROM facet_sets WHERE kind = 'size' AND list = (SELECT json_group_array(value) FROM (SELECT DISTINCT value FROM json_each(CASE WHEN json_valid(NEW.sizes) THEN NEW.sizes ELSE '[]' END) WHERE type = 'text' AND trim(value) <> '' ORDER BY value))),
    (SELECT set_id FROM facet_sets WHERE kind = 'color' AND list = (SELECT json_group_array(value) FROM (SELECT DISTINCT value FROM json_each(CASE WHEN json_valid(NEW.colors) THEN NEW.colors ELSE '[]' END) WHERE type = 'text' AND trim(value) <> '' ORDER BY value))));
END;
