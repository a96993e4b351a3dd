/**
 * SPEC.md section 5, registration: the password rules and the email rule with their exact
 * messages, checked in this order. Shared by the register form, the functions and the reference
 * shop API, so the rule exists once.
 */
import * as v from "valibot";
import { requiredText } from "./form-fields";
import { SessionUserSchema } from "./session";

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const INVALID_EMAIL = "Please enter a valid email address.";
/** Registration's, and the profile's for an account that has a last name. */
export const LAST_NAME_REQUIRED = "Last name is required.";

/** One @, something on each side, a dot in the domain, no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const PasswordSchema = v.pipe(
  v.string("Password must be at least 8 characters long."),
  v.minLength(PASSWORD_MIN_LENGTH, "Password must be at least 8 characters long."),
  v.regex(/[A-Z]/, "Password must contain at least one uppercase letter."),
  v.regex(/[a-z]/, "Password must contain at least one lowercase letter."),
  v.regex(/[0-9]/, "Password must contain at least one number."),
  v.maxLength(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters long.`),
);

export const EmailSchema = v.pipe(
  v.string(INVALID_EMAIL),
  v.trim(),
  v.maxLength(254, INVALID_EMAIL),
  v.regex(EMAIL_PATTERN, INVALID_EMAIL),
);

/** POST /api/session. SPEC.md section 5: both fields required (the shop API judges the rest). */
export const LoginBodySchema = v.object({
  email: requiredText(254, "Please enter your email."),
  password: v.optional(
    v.pipe(
      v.string("Please enter your password."),
      v.nonEmpty("Please enter your password."),
      v.maxLength(PASSWORD_MAX_LENGTH, "Invalid email or password."),
    ),
    "",
  ),
});
export type LoginBody = v.InferOutput<typeof LoginBodySchema>;

/** POST /api/customers. SPEC.md section 5: required fields, email pattern, the password rules. */
export const RegisterBodySchema = v.object({
  firstname: requiredText(60, "First name is required."),
  lastname: requiredText(60, LAST_NAME_REQUIRED),
  email: requiredText(254, "Email is required.", { regex: EMAIL_PATTERN, message: INVALID_EMAIL }),
  mobileno: requiredText(20, "Phone number is required."),
  password: v.optional(PasswordSchema, ""),
});
export type RegisterBody = v.InferOutput<typeof RegisterBodySchema>;

/** POST /api/customers: the new customer (not signed in: SPEC.md section 4 goes on to /login). */
export const RegisterResponseSchema = v.object({ customer: SessionUserSchema, message: v.string() });
export type RegisterResponse = v.InferOutput<typeof RegisterResponseSchema>;

/**
 * The sign-in limit (checked by the functions): at most LOGIN_MAX_FAILURES password checks per
 * account and client address in LOGIN_WINDOW_MINUTES, then 429 for that address only. For the
 * account as a whole, past LOGIN_MAX_FAILURES failures in the window from any addresses, each
 * further check waits a growing interval (doubling from the base, at most the maximum).
 */
export const LOGIN_MAX_FAILURES = 10;
export const LOGIN_WINDOW_MINUTES = 15;
export const LOGIN_ACCOUNT_DELAY_BASE_SECONDS = 1;
export const LOGIN_ACCOUNT_DELAY_MAX_SECONDS = 60;
/**
 * Password spraying (one password tried on many accounts) stays under every per-account count,
 * so each client address is also allowed at most this many failed (and in-flight) checks across
 * all accounts in LOGIN_WINDOW_MINUTES: twice what one account may get, room for a household or
 * an office behind one address mistyping, and far under the 29 failures a spray over 30 accounts
 * needs. Successes do not count, and another address is never limited by it.
 */
export const LOGIN_ADDRESS_MAX_FAILURES = 20;

/**
 * Registrations per client address (checked by the functions): at most REGISTER_MAX_PER_ADDRESS
 * attempts in REGISTER_WINDOW_MINUTES, whatever their answer (a taken email counts too), then 429.
 * A household signs up a few accounts, rarely in one hour; an address creating more is a script.
 */
export const REGISTER_MAX_PER_ADDRESS = 10;
export const REGISTER_WINDOW_MINUTES = 60;
