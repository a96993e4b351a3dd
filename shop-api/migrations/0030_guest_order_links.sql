-- A guest's order found by number and email is mailed as a signed link to it (issue 42, decision
-- 060): one more customer message, "order-link". src/domain/outbox.ts lists the same kinds.
INSERT INTO outbox_kinds (kind) VALUES ('order-link');
