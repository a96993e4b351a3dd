-- The account's identity (issues 40 and 42, decision 062). `email_confirmed_at` (Unix ms) is when
-- the account's email was last confirmed by a link mailed to it; NULL for never. A confirmation
-- link is signed with the value it had when it was asked for, so confirming (which sets it) spends
-- every link asked before: a link works once, and an old one cannot switch the email back.
-- Confirming an email also gives the account the orders placed as a guest with that email.
ALTER TABLE customers ADD COLUMN email_confirmed_at INTEGER;
-- Two more customer messages: the link that confirms an address (mailed to that address) and
-- the notice to the old address once an account's email was changed. src/domain/outbox.ts lists them.
INSERT INTO outbox_kinds (kind) VALUES ('email-confirm'), ('email-changed');
