-- Catalogue queries in the database (issue 14): sizes and colours as indexed rows, a full-text
-- index, and an index for every filter and sort of the product page query (src/lib/catalogue-query.ts).
--
-- products.sizes / products.colors stay the source of truth (section 7 answers read them as they
-- are); product_sizes, product_colors and products_fts are derived from products by the triggers
-- below, so every writer (the seed, the benchmark's synthetic rows, a later admin tool) keeps them
-- in step without knowing they exist.

CREATE TABLE product_sizes (
  product_id INTEGER NOT NULL,
  size       TEXT NOT NULL,
  PRIMARY KEY (product_id, size)
) WITHOUT ROWID;
CREATE INDEX product_sizes_size ON product_sizes(size, product_id);

CREATE TABLE product_colors (
  product_id INTEGER NOT NULL,
  color      TEXT NOT NULL,
  PRIMARY KEY (product_id, color)
) WITHOUT ROWID;
CREATE INDEX product_colors_color ON product_colors(color, product_id);

-- How many products offer each size and colour, kept by the triggers below: the size and colour
-- facets of an unfiltered catalogue read these few rows instead of counting every product.
CREATE TABLE facet_counts (
  kind  TEXT NOT NULL CHECK (kind IN ('size', 'color')),
  value TEXT NOT NULL,
  count INTEGER NOT NULL,
  PRIMARY KEY (kind, value)
) WITHOUT ROWID;

CREATE TRIGGER product_sizes_count_insert AFTER INSERT ON product_sizes BEGIN
  INSERT INTO facet_counts (kind, value, count) VALUES ('size', NEW.size, 1)
    ON CONFLICT (kind, value) DO UPDATE SET count = count + 1;
END;
CREATE TRIGGER product_sizes_count_delete AFTER DELETE ON product_sizes BEGIN
  UPDATE facet_counts SET count = count - 1 WHERE kind = 'size' AND value = OLD.size;
  DELETE FROM facet_counts WHERE kind = 'size' AND value = OLD.size AND count <= 0;
END;
CREATE TRIGGER product_colors_count_insert AFTER INSERT ON product_colors BEGIN
  INSERT INTO facet_counts (kind, value, count) VALUES ('color', NEW.color, 1)
    ON CONFLICT (kind, value) DO UPDATE SET count = count + 1;
END;
CREATE TRIGGER product_colors_count_delete AFTER DELETE ON product_colors BEGIN
  UPDATE facet_counts SET count = count - 1 WHERE kind = 'color' AND value = OLD.color;
  DELETE FROM facet_counts WHERE kind = 'color' AND value = OLD.color AND count <= 0;
END;

-- Full-text index over what shoppers search: rowid = products.id. unicode61 folds case and
-- diacritics; the prefix indexes make "cott shi" (every word a prefix) cheap.
CREATE VIRTUAL TABLE products_fts USING fts5(
  name, category, subcategory, search_text,
  tokenize = 'unicode61 remove_diacritics 2',
  prefix = '2 3'
);

-- Filters: category goes through subcategories (products_subcategory exists); price ranges test
-- either price (section 7's rule), so both prices are indexed; stock; rating.
CREATE INDEX products_original_price ON products(original_price_paise);
CREATE INDEX products_quantity ON products(quantity);
CREATE INDEX products_rating ON products(rating, ratings);
CREATE INDEX subcategories_category ON subcategories(category_id, subcategory_id);
-- Sort by discount: the same expression as ORDER BY in catalogue-query.ts (basis points).
CREATE INDEX products_discount_bp ON products(((original_price_paise - discount_price_paise) * 10000 / original_price_paise));
-- price-asc / price-desc use products_discount_price, newest and the default order the primary key.

-- Backfill from the rows already there.
INSERT OR IGNORE INTO product_sizes (product_id, size)
  SELECT p.id, j.value FROM products p, json_each(CASE WHEN json_valid(p.sizes) THEN p.sizes ELSE '[]' END) j
  WHERE j.type = 'text' AND trim(j.value) <> '';
INSERT OR IGNORE INTO product_colors (product_id, color)
  SELECT p.id, j.value FROM products p, json_each(CASE WHEN json_valid(p.colors) THEN p.colors ELSE '[]' END) j
  WHERE j.type = 'text' AND trim(j.value) <> '';
INSERT INTO products_fts (rowid, name, category, subcategory, search_text)
  SELECT p.id, p.name, c.category_desc, s.subcategory_desc, p.search_text
  FROM products p JOIN subcategories s ON s.subcategory_id = p.subcategory_id
  JOIN categories c ON c.category_id = s.category_id;

CREATE TRIGGER products_derived_insert AFTER INSERT ON products BEGIN
  INSERT OR IGNORE INTO product_sizes (product_id, size)
    SELECT NEW.id, value FROM json_each(CASE WHEN json_valid(NEW.sizes) THEN NEW.sizes ELSE '[]' END)
    WHERE type = 'text' AND trim(value) <> '';
  INSERT OR IGNORE INTO product_colors (product_id, color)
    SELECT NEW.id, value FROM json_each(CASE WHEN json_valid(NEW.colors) THEN NEW.colors ELSE '[]' END)
    WHERE type = 'text' AND trim(value) <> '';
  INSERT INTO products_fts (rowid, name, category, subcategory, search_text)
    SELECT NEW.id, NEW.name, c.category_desc, s.subcategory_desc, NEW.search_text
    FROM subcategories s JOIN categories c ON c.category_id = s.category_id
    WHERE s.subcategory_id = NEW.subcategory_id;
END;

CREATE TRIGGER products_derived_delete AFTER DELETE ON products BEGIN
  DELETE FROM product_sizes WHERE product_id = OLD.id;
  DELETE FROM product_colors WHERE product_id = OLD.id;
  DELETE FROM products_fts WHERE rowid = OLD.id;
END;

CREATE TRIGGER products_derived_update
AFTER UPDATE OF id, name, subcategory_id, search_text, sizes, colors ON products BEGIN
  DELETE FROM product_sizes WHERE product_id = OLD.id;
  DELETE FROM product_colors WHERE product_id = OLD.id;
  DELETE FROM products_fts WHERE rowid = OLD.id;
  INSERT OR IGNORE INTO product_sizes (product_id, size)
    SELECT NEW.id, value FROM json_each(CASE WHEN json_valid(NEW.sizes) THEN NEW.sizes ELSE '[]' END)
    WHERE type = 'text' AND trim(value) <> '';
  INSERT OR IGNORE INTO product_colors (product_id, color)
    SELECT NEW.id, value FROM json_each(CASE WHEN json_valid(NEW.colors) THEN NEW.colors ELSE '[]' END)
    WHERE type = 'text' AND trim(value) <> '';
  INSERT INTO products_fts (rowid, name, category, subcategory, search_text)
    SELECT NEW.id, NEW.name, c.category_desc, s.subcategory_desc, NEW.search_text
    FROM subcategories s JOIN categories c ON c.category_id = s.category_id
    WHERE s.subcategory_id = NEW.subcategory_id;
END;

-- A renamed category or subcategory renames it in the search index too.
CREATE TRIGGER subcategories_fts_update AFTER UPDATE OF subcategory_desc, category_id ON subcategories BEGIN
  UPDATE products_fts SET
    subcategory = NEW.subcategory_desc,
    category = (SELECT category_desc FROM categories WHERE category_id = NEW.category_id)
  WHERE rowid IN (SELECT id FROM products WHERE subcategory_id = NEW.subcategory_id);
END;

CREATE TRIGGER categories_fts_update AFTER UPDATE OF category_desc ON categories BEGIN
  UPDATE products_fts SET category = NEW.category_desc
  WHERE rowid IN (
    SELECT p.id FROM products p JOIN subcategories s ON s.subcategory_id = p.subcategory_id
    WHERE s.category_id = NEW.category_id
  );
END;
