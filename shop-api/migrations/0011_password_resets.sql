-- Password reset by email (issue 27). A reset link's token is random and never stored: only its
-- SHA-256 (token_hash). A link works until expires_at (30 minutes) and once (used_at); setting a
-- password through it writes the 'password-changed' message to the outbox in the same batch.
CREATE TABLE password_resets (
  id          INTEGER PRIMARY KEY,
  token_hash  TEXT NOT NULL UNIQUE,
  customer_id INTEGER NOT NULL REFERENCES customers(id),
  created_at  TEXT NOT NULL,
  expires_at  TEXT NOT NULL,
  used_at     TEXT
);
CREATE INDEX password_resets_customer ON password_resets(customer_id) WHERE used_at IS NULL;

-- The outbox's kinds gain 'password-changed' (SQLite cannot change a CHECK: the table is rebuilt).
CREATE TABLE outbox_new (
  key         TEXT PRIMARY KEY,
  kind        TEXT NOT NULL CHECK (kind IN ('order-confirmation', 'order-cancellation', 'welcome', 'password-changed')),
  customer_id INTEGER NOT NULL REFERENCES customers(id),
  order_id    INTEGER REFERENCES orders(id),
  created_at  TEXT NOT NULL,
  due_at      TEXT NOT NULL,
  claims      INTEGER NOT NULL DEFAULT 0,
  attempts    INTEGER NOT NULL DEFAULT 0,
  last_error  TEXT,
  sent_at     TEXT,
  gave_up_at  TEXT
);
INSERT INTO outbox_new SELECT key, kind, customer_id, order_id, created_at, due_at, claims, attempts, last_error, sent_at, gave_up_at FROM outbox;
DROP TABLE outbox;
ALTER TABLE outbox_new RENAME TO outbox;
CREATE INDEX outbox_due ON outbox(due_at) WHERE sent_at IS NULL AND gave_up_at IS NULL;
