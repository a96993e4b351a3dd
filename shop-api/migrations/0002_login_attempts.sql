-- Sign-in attempts per account and client address (customer_login's own limit, src/lib/login-limit.ts).
-- One row per (email, client) pair: `attempts` password checks started since `window_start` (ms since
-- the epoch). A sign-in reserves its attempt here before the password is checked; a successful one
-- deletes its row. Starts empty: the seed has nothing to add.
CREATE TABLE login_attempts (
  email        TEXT NOT NULL,          -- the email as typed, trimmed and lower-cased
  client       TEXT NOT NULL,          -- the shopper's address (X-Client-Address), '' when not given
  window_start INTEGER NOT NULL,
  attempts     INTEGER NOT NULL CHECK (attempts >= 1),
  PRIMARY KEY (email, client)
);
CREATE INDEX login_attempts_window ON login_attempts(window_start);
