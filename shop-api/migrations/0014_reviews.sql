-- Product reviews published for every shopper (issue 30): one per customer and product, plain
-- text of at most 2,000 characters (src/domain/published-review.ts checks it before it gets here; the
-- CHECKs are the last line). Listed newest first per product, so that order has its index.
CREATE TABLE reviews (
  id          INTEGER PRIMARY KEY,
  product_id  INTEGER NOT NULL REFERENCES products(id),
  customer_id INTEGER NOT NULL REFERENCES customers(id),
  rating      INTEGER NOT NULL CHECK (rating BETWEEN 1 AND 5),
  text        TEXT NOT NULL CHECK (length(text) BETWEEN 1 AND 2000),
  created_at  TEXT NOT NULL,
  updated_at  TEXT NOT NULL,
  UNIQUE (customer_id, product_id)
);
CREATE INDEX reviews_by_product ON reviews(product_id, created_at DESC, id DESC);
-- "Verified purchase" asks for a customer's delivered orders holding a product.
CREATE INDEX order_items_product ON order_items(product_id, order_id);
