-- Reference shop API schema. Money is stored as integer paise; the API speaks rupees.
-- Lists (thumbnails, sizes, colours) are JSON arrays in TEXT columns.

CREATE TABLE categories (
  category_id   INTEGER PRIMARY KEY,
  category_desc TEXT NOT NULL UNIQUE,
  slug          TEXT NOT NULL UNIQUE,
  sort_order    INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE subcategories (
  subcategory_id      INTEGER PRIMARY KEY,
  category_id         INTEGER NOT NULL REFERENCES categories(category_id),
  subcategory_desc    TEXT NOT NULL,
  slug                TEXT NOT NULL,
  cosubcategory_image TEXT NOT NULL,
  sort_order          INTEGER NOT NULL DEFAULT 0,
  UNIQUE (category_id, slug)
);

CREATE TABLE products (
  id                   INTEGER PRIMARY KEY,
  name                 TEXT NOT NULL,
  subcategory_id       INTEGER NOT NULL REFERENCES subcategories(subcategory_id),
  image                TEXT NOT NULL,
  thumbnails           TEXT NOT NULL DEFAULT '[]',
  original_price_paise INTEGER NOT NULL CHECK (original_price_paise > 0),
  discount_price_paise INTEGER NOT NULL CHECK (discount_price_paise > 0),
  on_sale              INTEGER NOT NULL DEFAULT 0,
  quantity             INTEGER NOT NULL DEFAULT 0 CHECK (quantity >= 0),
  rating               REAL NOT NULL DEFAULT 0,
  ratings              INTEGER NOT NULL DEFAULT 0,
  badge                TEXT NOT NULL DEFAULT '',
  badge1               TEXT NOT NULL DEFAULT '',
  search_text          TEXT NOT NULL DEFAULT '',
  sizes                TEXT NOT NULL DEFAULT '[]',
  colors               TEXT NOT NULL DEFAULT '[]',
  material             TEXT NOT NULL DEFAULT '',
  description          TEXT NOT NULL DEFAULT '',
  weight               TEXT NOT NULL DEFAULT ''
);
CREATE INDEX products_subcategory ON products(subcategory_id);
CREATE INDEX products_discount_price ON products(discount_price_paise);

CREATE TABLE header_groups (
  id         INTEGER PRIMARY KEY,
  headername TEXT NOT NULL,
  sort_order INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE header_group_products (
  group_id   INTEGER NOT NULL REFERENCES header_groups(id),
  product_id INTEGER NOT NULL REFERENCES products(id),
  position   INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (group_id, product_id)
);

CREATE TABLE reseller (
  id   INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  logo TEXT NOT NULL
);

CREATE TABLE taxes (
  id            INTEGER PRIMARY KEY,
  province      TEXT NOT NULL UNIQUE,
  province_code TEXT NOT NULL UNIQUE,
  gst_hst_tax   REAL NOT NULL CHECK (gst_hst_tax >= 0),
  pst_tax       REAL NOT NULL CHECK (pst_tax >= 0)
);

-- password_hash format: pbkdf2$sha256$<iterations>$<salt base64url>$<key base64url>
-- (16-byte random salt, 32-byte derived key, 100000 iterations: Workers' PBKDF2 ceiling).
CREATE TABLE customers (
  id            INTEGER PRIMARY KEY,
  firstname     TEXT NOT NULL,
  lastname      TEXT NOT NULL,
  email         TEXT NOT NULL UNIQUE COLLATE NOCASE,
  mobileno      TEXT NOT NULL,
  password_hash TEXT NOT NULL,
  created_at    TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);

CREATE TABLE addresses (
  id          INTEGER PRIMARY KEY,
  customer_id INTEGER NOT NULL REFERENCES customers(id),
  firstname   TEXT NOT NULL,
  lastname    TEXT NOT NULL DEFAULT '',
  email       TEXT NOT NULL DEFAULT '',
  address1    TEXT NOT NULL,
  address2    TEXT NOT NULL DEFAULT '',
  city        TEXT NOT NULL,
  district    TEXT NOT NULL DEFAULT '',
  state       TEXT NOT NULL,
  province    TEXT NOT NULL,
  pincode     TEXT NOT NULL,
  mobileno    TEXT NOT NULL,
  country     TEXT NOT NULL DEFAULT 'Canada',
  created_at  TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE INDEX addresses_customer ON addresses(customer_id);

CREATE TABLE cart_items (
  customer_id INTEGER NOT NULL REFERENCES customers(id),
  product_id  INTEGER NOT NULL REFERENCES products(id),
  unit        INTEGER NOT NULL CHECK (unit >= 1),
  size        TEXT NOT NULL DEFAULT '',
  color       TEXT NOT NULL DEFAULT '',
  PRIMARY KEY (customer_id, product_id)
);

-- One row per order; its lines in order_items. payment_intent_id makes order creation idempotent.
CREATE TABLE orders (
  id                INTEGER PRIMARY KEY,
  customer_id       INTEGER NOT NULL REFERENCES customers(id),
  payment_intent_id TEXT UNIQUE,
  address_id        INTEGER REFERENCES addresses(id),
  address_snapshot  TEXT NOT NULL DEFAULT '{}',
  status            TEXT NOT NULL DEFAULT 'Placed'
                    CHECK (status IN ('Placed', 'Packed', 'Shipped', 'Out for delivery', 'Delivered', 'Cancelled')),
  payment_mode      TEXT NOT NULL DEFAULT 'Online payment (Stripe)',
  subtotal_paise    INTEGER NOT NULL,
  hst_paise         INTEGER NOT NULL DEFAULT 0,
  pst_paise         INTEGER NOT NULL DEFAULT 0,
  total_paise       INTEGER NOT NULL,
  created_at        TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  packed_at         TEXT,
  shipped_at        TEXT,
  delivered_at      TEXT,
  expected_delivery TEXT,
  cancelled_at      TEXT,
  cancel_reason     TEXT,
  cancel_comment    TEXT
);
CREATE INDEX orders_customer ON orders(customer_id);

CREATE TABLE order_items (
  id               INTEGER PRIMARY KEY,
  order_id         INTEGER NOT NULL REFERENCES orders(id),
  product_id       INTEGER NOT NULL REFERENCES products(id),
  name             TEXT NOT NULL,
  image            TEXT NOT NULL,
  description      TEXT NOT NULL DEFAULT '',
  size             TEXT NOT NULL DEFAULT '',
  color            TEXT NOT NULL DEFAULT '',
  quantity         INTEGER NOT NULL CHECK (quantity >= 1),
  unit_price_paise INTEGER NOT NULL,
  mrp_paise        INTEGER NOT NULL
);
CREATE INDEX order_items_order ON order_items(order_id);
