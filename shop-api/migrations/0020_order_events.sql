-- Fulfilment (issue 42, decision 050): each step an order takes after it is placed, once, with its
-- time; the Shipped step with the parcel's carrier, tracking number and the carrier's tracking page.
-- Written by advance_order in the batch that moves orders.status on (and stamps packed_at,
-- shipped_at or delivered_at, which the returns and reviews read), so the history and the status
-- never disagree. The primary key is what makes a step happen once, whoever repeats it.
CREATE TABLE order_events (
  order_id        INTEGER NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
  status          TEXT NOT NULL CHECK (status IN ('Packed', 'Shipped', 'Out for delivery', 'Delivered')),
  at              TEXT NOT NULL,
  carrier         TEXT,
  tracking_number TEXT,
  tracking_url    TEXT,
  -- Only a shipment names a parcel. A Shipped event from before this table (below) has none.
  CHECK (status = 'Shipped' OR (carrier IS NULL AND tracking_number IS NULL AND tracking_url IS NULL)),
  PRIMARY KEY (order_id, status)
) WITHOUT ROWID;

-- The orders that moved before this table existed keep the steps their dates prove.
INSERT INTO order_events (order_id, status, at)
  SELECT id, 'Packed', packed_at FROM orders WHERE packed_at IS NOT NULL;
INSERT INTO order_events (order_id, status, at)
  SELECT id, 'Shipped', shipped_at FROM orders WHERE shipped_at IS NOT NULL;
INSERT INTO order_events (order_id, status, at)
  SELECT id, 'Delivered', delivered_at FROM orders WHERE delivered_at IS NOT NULL;

-- The two messages of a parcel (decision 028: a new kind is one row here).
INSERT INTO outbox_kinds (kind) VALUES ('order-shipped'), ('order-delivered');
