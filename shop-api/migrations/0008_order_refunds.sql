-- The refund of a cancelled, paid order (issue 25). cancel_order writes `requested` in the same
-- statement that cancels, so the refund is written down before it is attempted and survives any
-- restart; the storefront's functions then ask the payment provider and record what it said
-- (record_order_refund), and a scheduled function retries what is still open
-- (claim_order_refunds). States: src/domain/order-refund.ts.
ALTER TABLE orders ADD COLUMN refund_state TEXT
  CHECK (refund_state IN ('requested', 'pending', 'retrying', 'refunded', 'released', 'manual'));
ALTER TABLE orders ADD COLUMN refund_amount_paise INTEGER;
ALTER TABLE orders ADD COLUMN refund_id TEXT;
ALTER TABLE orders ADD COLUMN refund_card_last4 TEXT;
ALTER TABLE orders ADD COLUMN refund_attempts INTEGER NOT NULL DEFAULT 0;
-- When the next attempt is due; also the lease of an attempt in progress (set ahead when claimed).
ALTER TABLE orders ADD COLUMN refund_due_at TEXT;
ALTER TABLE orders ADD COLUMN refund_error TEXT;
CREATE INDEX orders_refund_due ON orders(refund_due_at)
  WHERE refund_state IN ('requested', 'pending', 'retrying');
