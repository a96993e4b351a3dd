-- The catalogue in other languages (issue 38, docs/decisions/040-catalogue-translations.md): one
-- row per thing and language, holding only the texts a shopper reads. The English row (the
-- columns of categories, subcategories and products) stays the source of truth and the fallback:
-- a text with no translation is answered in English, and the answer says so (`lang`).
--
-- Sizes and colours are not translated here: they are the values a cart line, an order and a
-- filter name, and a vendor API with SPEC section 7 knows them only in English.

CREATE TABLE category_translations (
  category_id   INTEGER NOT NULL REFERENCES categories(category_id) ON DELETE CASCADE,
  locale        TEXT NOT NULL CHECK (locale <> 'en'),
  category_desc TEXT NOT NULL,
  PRIMARY KEY (category_id, locale)
) WITHOUT ROWID;

CREATE TABLE subcategory_translations (
  subcategory_id   INTEGER NOT NULL REFERENCES subcategories(subcategory_id) ON DELETE CASCADE,
  locale           TEXT NOT NULL CHECK (locale <> 'en'),
  subcategory_desc TEXT NOT NULL,
  PRIMARY KEY (subcategory_id, locale)
) WITHOUT ROWID;

CREATE TABLE product_translations (
  product_id  INTEGER NOT NULL REFERENCES products(id) ON DELETE CASCADE,
  locale      TEXT NOT NULL CHECK (locale <> 'en'),
  name        TEXT NOT NULL,
  description TEXT NOT NULL DEFAULT '',
  material    TEXT NOT NULL DEFAULT '',
  search_text TEXT NOT NULL DEFAULT '',
  PRIMARY KEY (product_id, locale)
) WITHOUT ROWID;

-- French search (src/routes/catalogue-search.ts searches this index for locale "fr"): the same
-- columns as products_fts (migration 0003), rowid = products.id, each text the French one or,
-- untranslated, the English one. The search words hold both languages' (a Canadian shopper may
-- type "shirt" on the French site), the French names weigh most (bm25's column weights).
-- remove_diacritics 2 folds "écharpe" and "echarpe" together.
CREATE VIRTUAL TABLE products_fts_fr USING fts5(
  name, category, subcategory, search_text,
  tokenize = 'unicode61 remove_diacritics 2',
  prefix = '2 3'
);

INSERT INTO products_fts_fr (rowid, name, category, subcategory, search_text)
  SELECT p.id, COALESCE(t.name, p.name), COALESCE(ct.category_desc, c.category_desc),
         COALESCE(st.subcategory_desc, s.subcategory_desc), COALESCE(t.search_text || ' ' || p.search_text, p.search_text)
  FROM products p JOIN subcategories s ON s.subcategory_id = p.subcategory_id
  JOIN categories c ON c.category_id = s.category_id
  LEFT JOIN product_translations t ON t.product_id = p.id AND t.locale = 'fr'
  LEFT JOIN subcategory_translations st ON st.subcategory_id = s.subcategory_id AND st.locale = 'fr'
  LEFT JOIN category_translations ct ON ct.category_id = c.category_id AND ct.locale = 'fr';

-- Kept by triggers, as products_fts is: every writer keeps the index in step without knowing it.
-- Each trigger deletes the rows it touches and writes them again from the same SELECT as above
-- (SQLite triggers cannot share a statement), narrowed to the products concerned.

CREATE TRIGGER products_fts_fr_insert AFTER INSERT ON products BEGIN
  INSERT INTO products_fts_fr (rowid, name, category, subcategory, search_text)
    SELECT p.id, COALESCE(t.name, p.name), COALESCE(ct.category_desc, c.category_desc),
           COALESCE(st.subcategory_desc, s.subcategory_desc), COALESCE(t.search_text || ' ' || p.search_text, p.search_text)
    FROM products p JOIN subcategories s ON s.subcategory_id = p.subcategory_id
    JOIN categories c ON c.category_id = s.category_id
    LEFT JOIN product_translations t ON t.product_id = p.id AND t.locale = 'fr'
    LEFT JOIN subcategory_translations st ON st.subcategory_id = s.subcategory_id AND st.locale = 'fr'
    LEFT JOIN category_translations ct ON ct.category_id = c.category_id AND ct.locale = 'fr'
    WHERE p.id = NEW.id;
END;

CREATE TRIGGER products_fts_fr_delete AFTER DELETE ON products BEGIN
  DELETE FROM products_fts_fr WHERE rowid = OLD.id;
END;

CREATE TRIGGER products_fts_fr_update AFTER UPDATE OF id, name, subcategory_id, search_text ON products BEGIN
  DELETE FROM products_fts_fr WHERE rowid = OLD.id;
  INSERT INTO products_fts_fr (rowid, name, category, subcategory, search_text)
    SELECT p.id, COALESCE(t.name, p.name), COALESCE(ct.category_desc, c.category_desc),
           COALESCE(st.subcategory_desc, s.subcategory_desc), COALESCE(t.search_text || ' ' || p.search_text, p.search_text)
    FROM products p JOIN subcategories s ON s.subcategory_id = p.subcategory_id
    JOIN categories c ON c.category_id = s.category_id
    LEFT JOIN product_translations t ON t.product_id = p.id AND t.locale = 'fr'
    LEFT JOIN subcategory_translations st ON st.subcategory_id = s.subcategory_id AND st.locale = 'fr'
    LEFT JOIN category_translations ct ON ct.category_id = c.category_id AND ct.locale = 'fr'
    WHERE p.id = NEW.id;
END;

-- A product's translation written, changed or removed: its row again.
CREATE TRIGGER product_translations_fts_insert AFTER INSERT ON product_translations WHEN NEW.locale = 'fr' BEGIN
  DELETE FROM products_fts_fr WHERE rowid = NEW.product_id;
  INSERT INTO products_fts_fr (rowid, name, category, subcategory, search_text)
    SELECT p.id, COALESCE(t.name, p.name), COALESCE(ct.category_desc, c.category_desc),
           COALESCE(st.subcategory_desc, s.subcategory_desc), COALESCE(t.search_text || ' ' || p.search_text, p.search_text)
    FROM products p JOIN subcategories s ON s.subcategory_id = p.subcategory_id
    JOIN categories c ON c.category_id = s.category_id
    LEFT JOIN product_translations t ON t.product_id = p.id AND t.locale = 'fr'
    LEFT JOIN subcategory_translations st ON st.subcategory_id = s.subcategory_id AND st.locale = 'fr'
    LEFT JOIN category_translations ct ON ct.category_id = c.category_id AND ct.locale = 'fr'
    WHERE p.id = NEW.product_id;
END;

CREATE TRIGGER product_translations_fts_update AFTER UPDATE ON product_translations BEGIN
  DELETE FROM products_fts_fr WHERE rowid IN (OLD.product_id, NEW.product_id);
  INSERT INTO products_fts_fr (rowid, name, category, subcategory, search_text)
    SELECT p.id, COALESCE(t.name, p.name), COALESCE(ct.category_desc, c.category_desc),
           COALESCE(st.subcategory_desc, s.subcategory_desc), COALESCE(t.search_text || ' ' || p.search_text, p.search_text)
    FROM products p JOIN subcategories s ON s.subcategory_id = p.subcategory_id
    JOIN categories c ON c.category_id = s.category_id
    LEFT JOIN product_translations t ON t.product_id = p.id AND t.locale = 'fr'
    LEFT JOIN subcategory_translations st ON st.subcategory_id = s.subcategory_id AND st.locale = 'fr'
    LEFT JOIN category_translations ct ON ct.category_id = c.category_id AND ct.locale = 'fr'
    WHERE p.id IN (OLD.product_id, NEW.product_id);
END;

CREATE TRIGGER product_translations_fts_delete AFTER DELETE ON product_translations WHEN OLD.locale = 'fr' BEGIN
  DELETE FROM products_fts_fr WHERE rowid = OLD.product_id;
  INSERT INTO products_fts_fr (rowid, name, category, subcategory, search_text)
    SELECT p.id, COALESCE(t.name, p.name), COALESCE(ct.category_desc, c.category_desc),
           COALESCE(st.subcategory_desc, s.subcategory_desc), COALESCE(t.search_text || ' ' || p.search_text, p.search_text)
    FROM products p JOIN subcategories s ON s.subcategory_id = p.subcategory_id
    JOIN categories c ON c.category_id = s.category_id
    LEFT JOIN product_translations t ON t.product_id = p.id AND t.locale = 'fr'
    LEFT JOIN subcategory_translations st ON st.subcategory_id = s.subcategory_id AND st.locale = 'fr'
    LEFT JOIN category_translations ct ON ct.category_id = c.category_id AND ct.locale = 'fr'
    WHERE p.id = OLD.product_id;
END;

-- A category or subcategory renamed in either language: the index's names of its products.
CREATE TRIGGER subcategory_translations_fts AFTER INSERT ON subcategory_translations WHEN NEW.locale = 'fr' BEGIN
  UPDATE products_fts_fr SET subcategory = NEW.subcategory_desc
  WHERE rowid IN (SELECT id FROM products WHERE subcategory_id = NEW.subcategory_id);
END;
CREATE TRIGGER subcategory_translations_fts_update AFTER UPDATE ON subcategory_translations WHEN NEW.locale = 'fr' BEGIN
  UPDATE products_fts_fr SET subcategory = NEW.subcategory_desc
  WHERE rowid IN (SELECT id FROM products WHERE subcategory_id = NEW.subcategory_id);
END;
CREATE TRIGGER subcategory_translations_fts_delete AFTER DELETE ON subcategory_translations WHEN OLD.locale = 'fr' BEGIN
  UPDATE products_fts_fr SET subcategory = (SELECT subcategory_desc FROM subcategories WHERE subcategory_id = OLD.subcategory_id)
  WHERE rowid IN (SELECT id FROM products WHERE subcategory_id = OLD.subcategory_id);
END;
CREATE TRIGGER subcategories_fts_fr_update AFTER UPDATE OF subcategory_desc, category_id ON subcategories BEGIN
  UPDATE products_fts_fr SET
    subcategory = COALESCE(
      (SELECT subcategory_desc FROM subcategory_translations WHERE subcategory_id = NEW.subcategory_id AND locale = 'fr'),
      NEW.subcategory_desc),
    category = COALESCE(
      (SELECT category_desc FROM category_translations WHERE category_id = NEW.category_id AND locale = 'fr'),
      (SELECT category_desc FROM categories WHERE category_id = NEW.category_id))
  WHERE rowid IN (SELECT id FROM products WHERE subcategory_id = NEW.subcategory_id);
END;

CREATE TRIGGER category_translations_fts AFTER INSERT ON category_translations WHEN NEW.locale = 'fr' BEGIN
  UPDATE products_fts_fr SET category = NEW.category_desc
  WHERE rowid IN (SELECT p.id FROM products p JOIN subcategories s ON s.subcategory_id = p.subcategory_id
                  WHERE s.category_id = NEW.category_id);
END;
CREATE TRIGGER category_translations_fts_update AFTER UPDATE ON category_translations WHEN NEW.locale = 'fr' BEGIN
  UPDATE products_fts_fr SET category = NEW.category_desc
  WHERE rowid IN (SELECT p.id FROM products p JOIN subcategories s ON s.subcategory_id = p.subcategory_id
                  WHERE s.category_id = NEW.category_id);
END;
CREATE TRIGGER category_translations_fts_delete AFTER DELETE ON category_translations WHEN OLD.locale = 'fr' BEGIN
  UPDATE products_fts_fr SET category = (SELECT category_desc FROM categories WHERE category_id = OLD.category_id)
  WHERE rowid IN (SELECT p.id FROM products p JOIN subcategories s ON s.subcategory_id = p.subcategory_id
                  WHERE s.category_id = OLD.category_id);
END;
CREATE TRIGGER categories_fts_fr_update AFTER UPDATE OF category_desc ON categories BEGIN
  UPDATE products_fts_fr SET category = COALESCE(
    (SELECT category_desc FROM category_translations WHERE category_id = NEW.category_id AND locale = 'fr'),
    NEW.category_desc)
  WHERE rowid IN (SELECT p.id FROM products p JOIN subcategories s ON s.subcategory_id = p.subcategory_id
                  WHERE s.category_id = NEW.category_id);
END;

-- A translation is something a catalogue answer is computed from (migration 0006).
CREATE TRIGGER catalogue_version_category_translations AFTER INSERT ON category_translations BEGIN
  UPDATE catalogue_version SET version = version + 1 WHERE id = 1;
END;
CREATE TRIGGER catalogue_version_category_translations_update AFTER UPDATE ON category_translations BEGIN
  UPDATE catalogue_version SET version = version + 1 WHERE id = 1;
END;
CREATE TRIGGER catalogue_version_category_translations_delete AFTER DELETE ON category_translations BEGIN
  UPDATE catalogue_version SET version = version + 1 WHERE id = 1;
END;
CREATE TRIGGER catalogue_version_subcategory_translations AFTER INSERT ON subcategory_translations BEGIN
  UPDATE catalogue_version SET version = version + 1 WHERE id = 1;
END;
CREATE TRIGGER catalogue_version_subcategory_translations_update AFTER UPDATE ON subcategory_translations BEGIN
  UPDATE catalogue_version SET version = version + 1 WHERE id = 1;
END;
CREATE TRIGGER catalogue_version_subcategory_translations_delete AFTER DELETE ON subcategory_translations BEGIN
  UPDATE catalogue_version SET version = version + 1 WHERE id = 1;
END;
CREATE TRIGGER catalogue_version_product_translations AFTER INSERT ON product_translations BEGIN
  UPDATE catalogue_version SET version = version + 1 WHERE id = 1;
END;
CREATE TRIGGER catalogue_version_product_translations_update AFTER UPDATE ON product_translations BEGIN
  UPDATE catalogue_version SET version = version + 1 WHERE id = 1;
END;
CREATE TRIGGER catalogue_version_product_translations_delete AFTER DELETE ON product_translations BEGIN
  UPDATE catalogue_version SET version = version + 1 WHERE id = 1;
END;
