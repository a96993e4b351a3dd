// insert_customer's own limit (defence in depth behind the functions' 10 an hour): every
// registration attempt from one client address is counted before the email is looked up or the
// password hashed, whatever its answer. A flood then costs at most this many 100,000-iteration
// PBKDF2 runs per address an hour, and the 409 for a taken email cannot be probed without end.
import type { ClientWindow } from "./client-window";

export const SIGNUP_ATTEMPTS: ClientWindow = { table: "signup_attempts", limit: 20, windowMs: 60 * 60 * 1000 };
