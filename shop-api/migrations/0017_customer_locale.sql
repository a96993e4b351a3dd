-- Each customer's language (issue 38): the emails are written in it. Set at registration from the
-- page's language, changed in the profile; an account from before this migration is English,
-- as every email it had was.
ALTER TABLE customers ADD COLUMN locale TEXT NOT NULL DEFAULT 'en' CHECK (locale IN ('en', 'fr'));

-- The language a message is written in, decided when the message is written (the customer's at
-- that moment, or the contact page's): a retry or a redelivery after a crash sends the same
-- language even if the customer changed theirs in between. Messages from before are English.
ALTER TABLE outbox ADD COLUMN locale TEXT NOT NULL DEFAULT 'en' CHECK (locale IN ('en', 'fr'));
