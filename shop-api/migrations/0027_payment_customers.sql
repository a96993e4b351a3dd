-- Saved cards (issue 43, decision 054): the provider keeps the cards, the shop keeps only which
-- provider Customer (Stripe's cus_...) is this customer's. One per customer, never replaced: the
-- first stored wins, so two concurrent first payments end up paying as the same Customer.
CREATE TABLE payment_customers (
  customer_id          INTEGER PRIMARY KEY REFERENCES customers(id),
  provider_customer_id TEXT NOT NULL UNIQUE,
  created_at           TEXT NOT NULL
);
