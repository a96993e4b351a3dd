-- Two customer messages (issue 40): "refund-manual", written when a refund falls to a person, so
-- the customer hears it and when to expect the money; "contact-received", the acknowledgement of
-- a contact message to its sender (decision 046). src/domain/outbox.ts lists the same kinds.
INSERT INTO outbox_kinds (kind) VALUES ('refund-manual'), ('contact-received');

-- The acknowledgement has no customer (a guest's address), which 0013's CHECK allowed the
-- 'contact' kind alone, and an INSERT OR IGNORE drops a row that fails a CHECK without a word.
-- The rule becomes what the sender needs, whatever the kind: a message without a customer
-- carries its address in its payload. SQLite cannot change a CHECK in place: one more copy.
CREATE TABLE outbox_new (
  key         TEXT PRIMARY KEY,
  kind        TEXT NOT NULL REFERENCES outbox_kinds(kind),
  customer_id INTEGER REFERENCES customers(id),
  order_id    INTEGER REFERENCES orders(id),
  payload     TEXT,
  created_at  TEXT NOT NULL,
  due_at      TEXT NOT NULL,
  claims      INTEGER NOT NULL DEFAULT 0,
  attempts    INTEGER NOT NULL DEFAULT 0,
  last_error  TEXT,
  sent_at     TEXT,
  gave_up_at  TEXT,
  locale      TEXT NOT NULL DEFAULT 'en' CHECK (locale IN ('en', 'fr')),
  CHECK (customer_id IS NOT NULL OR payload IS NOT NULL)
);
INSERT INTO outbox_new (key, kind, customer_id, order_id, payload, created_at, due_at, claims, attempts, last_error, sent_at, gave_up_at, locale)
  SELECT key, kind, customer_id, order_id, payload, created_at, due_at, claims, attempts, last_error, sent_at, gave_up_at, locale FROM outbox;
DROP TABLE outbox;
ALTER TABLE outbox_new RENAME TO outbox;
CREATE INDEX outbox_due ON outbox(due_at) WHERE sent_at IS NULL AND gave_up_at IS NULL;
