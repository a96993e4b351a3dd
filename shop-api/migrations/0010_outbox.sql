-- The outbox of customer messages (issue 27). A message is written in the same batch as the event
-- that causes it (insert_customer, insert_order, cancel_order), under a key that names it
-- ('order-confirmation:{orderId}', 'welcome:{customerId}'), so it exists exactly when its event does and never twice.
-- The storefront's functions claim due messages with a lease (claim_outbox_messages), send them
-- and record the outcome (record_outbox_message); rules and delays: src/domain/outbox.ts.
CREATE TABLE outbox (
  key         TEXT PRIMARY KEY,
  kind        TEXT NOT NULL CHECK (kind IN ('order-confirmation', 'order-cancellation', 'welcome')),
  customer_id INTEGER NOT NULL REFERENCES customers(id),
  order_id    INTEGER REFERENCES orders(id),
  created_at  TEXT NOT NULL,
  -- When the next attempt is due; also the lease of an attempt in progress (set ahead when claimed).
  due_at      TEXT NOT NULL,
  claims      INTEGER NOT NULL DEFAULT 0,
  attempts    INTEGER NOT NULL DEFAULT 0,
  last_error  TEXT,
  sent_at     TEXT,
  gave_up_at  TEXT
);
CREATE INDEX outbox_due ON outbox(due_at) WHERE sent_at IS NULL AND gave_up_at IS NULL;
