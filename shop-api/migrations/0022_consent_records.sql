-- Consent to news and offers (issue 41, decision 047). Each grant and each withdrawal is a row,
-- never updated: CASL puts the proof of consent on the sender, so the history stays (when, from
-- which page, which words, in which language, from which client address). The latest row of a
-- customer is their current choice; none is no consent.
CREATE TABLE consent_records (
  id              INTEGER PRIMARY KEY,
  customer_id     INTEGER NOT NULL REFERENCES customers(id),
  granted         INTEGER NOT NULL CHECK (granted IN (0, 1)),
  recorded_at     TEXT NOT NULL,
  source          TEXT NOT NULL CHECK (source IN ('register', 'checkout', 'profile', 'unsubscribe')),
  wording_version TEXT NOT NULL,
  locale          TEXT NOT NULL CHECK (locale IN ('en', 'fr')),
  client_address  TEXT
);
CREATE INDEX consent_records_latest ON consent_records(customer_id, id);

-- The news-and-offers letter (npm run newsletter:send): one message per consenting customer and
-- letter, keyed 'newsletter:{letterId}-{customerId}', its subject and body in the payload.
INSERT INTO outbox_kinds (kind) VALUES ('newsletter');
