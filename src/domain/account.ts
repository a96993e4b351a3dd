/**
 * SPEC.md section 5, registration: the password rules and the email rule with their exact
 * messages, checked in this order. Shared by the register form, the functions and the reference
 * shop API, so the rule exists once.
 */
import * as v from "valibot";

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const INVALID_EMAIL = "Please enter a valid email address.";

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
