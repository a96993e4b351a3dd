-- Returns of a delivered order's lines and their refunds (issue 30, decision 029). A return is
-- written with its lines and its "instructions" message in one batch (insert_return); an order
-- line is in at most one return (the UNIQUE on return_lines.order_item_id, also what refuses two
-- requests racing for the same line). Marked Received by the operator (mark_return_received),
-- which writes its refund down as `requested` in the same statement; the storefront's functions
-- then ask the payment provider and record what it said (record_return_refund), retried on the
-- schedule of the cancellation refunds (claim_return_refunds), as migration 0008 does for orders.
CREATE TABLE returns (
  id                  INTEGER PRIMARY KEY,
  -- Names the return inside the batch that writes it, before its id is known.
  token               TEXT NOT NULL UNIQUE,
  order_id            INTEGER NOT NULL REFERENCES orders(id),
  customer_id         INTEGER NOT NULL REFERENCES customers(id),
  reason              TEXT NOT NULL,
  comment             TEXT NOT NULL DEFAULT '' CHECK (length(comment) <= 500),
  state               TEXT NOT NULL CHECK (state IN ('Requested', 'Received', 'Refunded')),
  -- The returned units at the price paid, their share of the order's tax (src/domain/order-return.ts).
  subtotal_paise      INTEGER NOT NULL CHECK (subtotal_paise >= 0),
  tax_paise           INTEGER NOT NULL CHECK (tax_paise >= 0),
  created_at          TEXT NOT NULL,
  received_at         TEXT,
  refunded_at         TEXT,
  refund_state        TEXT CHECK (refund_state IN ('requested', 'pending', 'retrying', 'refunded', 'manual')),
  refund_id           TEXT,
  refund_card_last4   TEXT,
  refund_attempts     INTEGER NOT NULL DEFAULT 0,
  -- When the next attempt is due; also the lease of an attempt in progress (set ahead when claimed).
  refund_due_at       TEXT,
  refund_error        TEXT
);
CREATE INDEX returns_by_order ON returns(order_id);
CREATE INDEX returns_refund_due ON returns(refund_due_at)
  WHERE refund_state IN ('requested', 'pending', 'retrying');

CREATE TABLE return_lines (
  return_id     INTEGER NOT NULL REFERENCES returns(id),
  order_item_id INTEGER NOT NULL UNIQUE REFERENCES order_items(id),
  units         INTEGER NOT NULL CHECK (units >= 1),
  PRIMARY KEY (return_id, order_item_id)
) WITHOUT ROWID;

-- The two messages of a return (decision 028: a new kind is one row here).
INSERT INTO outbox_kinds (kind) VALUES ('return-requested'), ('return-refunded');
