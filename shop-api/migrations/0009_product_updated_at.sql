-- When each product's row last changed (issue 26): the sitemap's <lastmod> of the product's page
-- and of the listings that show it (GET /api/GetProductUpdates).
--
-- Kept by the triggers below, so every writer (the seed, an order taking stock, the tests' SQL, a
-- later admin tool) moves it without knowing it exists; a writer may also set it itself. A column
-- added by ALTER TABLE cannot default to the time, hence the insert trigger. Time is UTC, to the
-- second, in the W3C format sitemaps take.
ALTER TABLE products ADD COLUMN updated_at TEXT;
UPDATE products SET updated_at = strftime('%Y-%m-%dT%H:%M:%SZ', 'now');

CREATE TRIGGER products_updated_at_insert AFTER INSERT ON products WHEN NEW.updated_at IS NULL BEGIN
  UPDATE products SET updated_at = strftime('%Y-%m-%dT%H:%M:%SZ', 'now') WHERE id = NEW.id;
END;

-- Not when the statement set updated_at itself, nor when it already says this second (so this
-- trigger's own update never fires it again, whether or not recursive triggers are on).
CREATE TRIGGER products_updated_at_update AFTER UPDATE ON products
WHEN NEW.updated_at IS OLD.updated_at AND NEW.updated_at IS NOT strftime('%Y-%m-%dT%H:%M:%SZ', 'now') BEGIN
  UPDATE products SET updated_at = strftime('%Y-%m-%dT%H:%M:%SZ', 'now') WHERE id = NEW.id;
END;
