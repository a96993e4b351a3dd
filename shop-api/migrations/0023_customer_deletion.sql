-- A customer's own data (issue 41, decision 049). A deleted account keeps its row, so the orders
-- kept for the tax records still name a customer id, but nothing personal: names, phone and
-- password cleared, the email replaced by one under the reserved .invalid domain (freeing the
-- address to register again), and deleted_at set, which is also what makes a second deletion
-- answer "already deleted" instead of asking for a password that no longer exists.
ALTER TABLE customers ADD COLUMN deleted_at TEXT;

-- The last message to a deleted account: its address travels in the message's payload, the only
-- place it is kept, and is cleared once the message is sent or given up.
INSERT INTO outbox_kinds (kind) VALUES ('account-deleted');
