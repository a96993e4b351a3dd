-- A number that changes whenever anything a catalogue answer is computed from changes (issue 14):
-- a product's row (and so its facet rows, sizes, colours and search text), a subcategory or a
-- category. The Worker keeps the answers that do not depend on the page or the sort (a page
-- query's total and facets, search suggestions) per filter set and per this number
-- (src/lib/catalogue-cache.ts): one read of this row tells whether a kept answer is still exact.
--
-- Bumped by the triggers below, so every writer (the seed, an order taking stock, the tests'
-- `wrangler d1 execute`, a later admin tool) invalidates the kept answers without knowing they
-- exist. A write that changes nothing a catalogue answer reads (a description) bumps it too:
-- recomputing once is cheaper than following which columns matter.
--
-- `epoch` is drawn when the database is made: a database made again from scratch (a hard reset)
-- counts from 1 again, and its versions must not pass for the old database's.
CREATE TABLE catalogue_version (
  id      INTEGER PRIMARY KEY CHECK (id = 1),
  epoch   TEXT NOT NULL,
  version INTEGER NOT NULL
);
INSERT INTO catalogue_version (id, epoch, version) VALUES (1, lower(hex(randomblob(8))), 1);

CREATE TRIGGER catalogue_version_products_insert AFTER INSERT ON products BEGIN
  UPDATE catalogue_version SET version = version + 1 WHERE id = 1;
END;
CREATE TRIGGER catalogue_version_products_update AFTER UPDATE ON products BEGIN
  UPDATE catalogue_version SET version = version + 1 WHERE id = 1;
END;
CREATE TRIGGER catalogue_version_products_delete AFTER DELETE ON products BEGIN
  UPDATE catalogue_version SET version = version + 1 WHERE id = 1;
END;
CREATE TRIGGER catalogue_version_subcategories_insert AFTER INSERT ON subcategories BEGIN
  UPDATE catalogue_version SET version = version + 1 WHERE id = 1;
END;
CREATE TRIGGER catalogue_version_subcategories_update AFTER UPDATE ON subcategories BEGIN
  UPDATE catalogue_version SET version = version + 1 WHERE id = 1;
END;
CREATE TRIGGER catalogue_version_subcategories_delete AFTER DELETE ON subcategories BEGIN
  UPDATE catalogue_version SET version = version + 1 WHERE id = 1;
END;
CREATE TRIGGER catalogue_version_categories_insert AFTER INSERT ON categories BEGIN
  UPDATE catalogue_version SET version = version + 1 WHERE id = 1;
END;
CREATE TRIGGER catalogue_version_categories_update AFTER UPDATE ON categories BEGIN
  UPDATE catalogue_version SET version = version + 1 WHERE id = 1;
END;
CREATE TRIGGER catalogue_version_categories_delete AFTER DELETE ON categories BEGIN
  UPDATE catalogue_version SET version = version + 1 WHERE id = 1;
END;
