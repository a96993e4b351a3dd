-- The customer's default address (issue 40, decision 058): the one the checkout selects first.
-- NULL means "the oldest saved", so a customer's first address is the default without a write,
-- and deleting the default (which clears this) leaves the oldest remaining one as the default.
-- No REFERENCES: an address delete clears it in the same batch.
ALTER TABLE customers ADD COLUMN default_address_id INTEGER;
