-- Guest checkout (issue 42, decision 051). A guest is a customers row of its own, made when the
-- shopper gives an email to check out without an account: its cart, address and orders then take
-- the customer's paths unchanged (tax, the intent's amount, insert_order, the outbox). The row's
-- `email` is a random address nobody can sign in with or reset (customers.email is UNIQUE, and a
-- guest may use the email of an account, or check out twice); the email the guest gave is
-- `guest_email`, where the outbox sends the guest's messages and the order lookup finds them.
ALTER TABLE customers ADD COLUMN guest_email TEXT;
CREATE INDEX customers_guest_email ON customers(guest_email COLLATE NOCASE) WHERE guest_email IS NOT NULL;
