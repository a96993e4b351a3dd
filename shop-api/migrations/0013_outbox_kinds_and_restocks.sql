-- Back in stock by email (issue 27, decision 028).
--
-- 1. The outbox's kinds move from a CHECK into a table of their own. SQLite cannot change a CHECK
--    in place, so each new kind cost a copy of the whole outbox (0011, 0012); a new kind is now one
--    INSERT INTO outbox_kinds in its migration, and the foreign key still refuses a kind nobody
--    declared. src/domain/outbox.ts lists the same kinds for the code. This is the last copy.
CREATE TABLE outbox_kinds (kind TEXT PRIMARY KEY) WITHOUT ROWID;
INSERT INTO outbox_kinds (kind) VALUES
  ('order-confirmation'), ('order-cancellation'), ('welcome'), ('password-changed'), ('contact'), ('back-in-stock');

CREATE TABLE outbox_new (
  key         TEXT PRIMARY KEY,
  kind        TEXT NOT NULL REFERENCES outbox_kinds(kind),
  customer_id INTEGER REFERENCES customers(id),
  order_id    INTEGER REFERENCES orders(id),
  payload     TEXT,
  created_at  TEXT NOT NULL,
  -- When the next attempt is due; also the lease of an attempt in progress (set ahead when claimed).
  due_at      TEXT NOT NULL,
  claims      INTEGER NOT NULL DEFAULT 0,
  attempts    INTEGER NOT NULL DEFAULT 0,
  last_error  TEXT,
  sent_at     TEXT,
  gave_up_at  TEXT,
  -- A customer message names its customer; a contact message carries what the sender wrote.
  CHECK (customer_id IS NOT NULL OR (kind = 'contact' AND payload IS NOT NULL))
);
INSERT INTO outbox_new (key, kind, customer_id, order_id, payload, created_at, due_at, claims, attempts, last_error, sent_at, gave_up_at)
  SELECT key, kind, customer_id, order_id, payload, created_at, due_at, claims, attempts, last_error, sent_at, gave_up_at FROM outbox;
DROP TABLE outbox;
ALTER TABLE outbox_new RENAME TO outbox;
CREATE INDEX outbox_due ON outbox(due_at) WHERE sent_at IS NULL AND gave_up_at IS NULL;

-- 2. Each product's returns to stock, counted: a return is the stock going from 0 to more. A
--    back-in-stock message is keyed by the alert and this number, so a customer gets one email
--    per return, and a product that sells out and comes back again sends a new one. Kept by the
--    trigger, so every writer (a cancellation putting stock back, an operator's SQL, the tests)
--    counts without knowing it exists.
CREATE TABLE product_restocks (
  product_id   INTEGER PRIMARY KEY REFERENCES products(id) ON DELETE CASCADE,
  restocks     INTEGER NOT NULL,
  restocked_at TEXT NOT NULL
);
CREATE TRIGGER products_restocked AFTER UPDATE OF quantity ON products
WHEN OLD.quantity = 0 AND NEW.quantity > 0 BEGIN
  INSERT INTO product_restocks (product_id, restocks, restocked_at)
    VALUES (NEW.id, 1, strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
    ON CONFLICT (product_id) DO UPDATE SET restocks = restocks + 1, restocked_at = excluded.restocked_at;
END;
