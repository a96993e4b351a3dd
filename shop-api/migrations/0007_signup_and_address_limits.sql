-- Two counts per client address (src/lib/client-window.ts), behind the functions' own limits:
-- registrations (insert_customer, src/lib/signup-limit.ts) and failed password checks across
-- accounts (customer_login, src/lib/login-limit.ts: password spraying). One row per address as
-- X-Client-Address gives it (an IPv6 address by its /64, '' when not given): `attempts` counted
-- since `window_start` (ms since the epoch). Every reservation drops the windows that ended first,
-- so a table holds only the addresses seen in one window. Both start empty.
CREATE TABLE signup_attempts (
  client       TEXT PRIMARY KEY,
  window_start INTEGER NOT NULL,
  attempts     INTEGER NOT NULL CHECK (attempts >= 0)
);
CREATE INDEX signup_attempts_window ON signup_attempts(window_start);

CREATE TABLE login_client_failures (
  client       TEXT PRIMARY KEY,
  window_start INTEGER NOT NULL,
  attempts     INTEGER NOT NULL CHECK (attempts >= 0)  -- a successful sign-in gives its check back
);
CREATE INDEX login_client_failures_window ON login_client_failures(window_start);
