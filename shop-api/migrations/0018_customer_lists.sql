-- Customers' wishlists and back-in-stock alerts (issue 39, decision 041): until now one JSON blob
-- per customer in the functions' Netlify Blobs, which meant reading every customer's blob each
-- minute to find who follows a product that came back. Rows here are changed one statement at a
-- time, so two requests at once need no compare-and-swap, and the back-in-stock run finds a
-- restocked product's followers through stock_alerts_by_product.
--
-- `position` keeps the list's order (newest first = highest): a new row takes the customer's
-- highest plus one; the carry-over from Blobs puts what it brings below the lowest, as older.
-- No foreign key on the product: a product that leaves the catalogue stays on the lists, shown
-- as no longer sold (an alert keeps the name it had).
CREATE TABLE wishlist_items (
  customer_id INTEGER NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
  product_id  INTEGER NOT NULL,
  position    INTEGER NOT NULL,
  added_at    TEXT NOT NULL,
  PRIMARY KEY (customer_id, product_id)
) WITHOUT ROWID;

CREATE TABLE stock_alerts (
  customer_id INTEGER NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
  product_id  INTEGER NOT NULL,
  name        TEXT NOT NULL,
  position    INTEGER NOT NULL,
  created_at  TEXT NOT NULL,
  -- The customer's list has shown the product back in stock: the storefront's notice leaves it out.
  seen        INTEGER NOT NULL DEFAULT 0 CHECK (seen IN (0, 1)),
  -- The product's return to stock (product_restocks.restocks) whose message this alert has had
  -- written: the run each minute picks only the alerts behind their product's count.
  notified_restock INTEGER,
  PRIMARY KEY (customer_id, product_id)
) WITHOUT ROWID;
CREATE INDEX stock_alerts_by_product ON stock_alerts(product_id, customer_id);
