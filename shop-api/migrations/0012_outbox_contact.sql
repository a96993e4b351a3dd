-- Contact messages through the outbox (issue 27): a message from the contact form is addressed to
-- the shop, not to a customer, so customer_id may be empty, and what the sender wrote travels in
-- payload (JSON: name, email, subject, message). SQLite cannot change a CHECK or a NOT NULL in
-- place: the table is copied into its new shape.
CREATE TABLE outbox_new (
  key         TEXT PRIMARY KEY,
  kind        TEXT NOT NULL CHECK (kind IN ('order-confirmation', 'order-cancellation', 'welcome', 'password-changed', 'contact')),
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
INSERT INTO outbox_new (key, kind, customer_id, order_id, created_at, due_at, claims, attempts, last_error, sent_at, gave_up_at)
  SELECT key, kind, customer_id, order_id, created_at, due_at, claims, attempts, last_error, sent_at, gave_up_at FROM outbox;
DROP TABLE outbox;
ALTER TABLE outbox_new RENAME TO outbox;
CREATE INDEX outbox_due ON outbox(due_at) WHERE sent_at IS NULL AND gave_up_at IS NULL;
