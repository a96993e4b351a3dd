/**
 * Password reset by email (issue 27): how long a link lives, how often one may be asked for, the
 * token's shape and the forms' bodies. Shared by the reset pages, the functions and the reference
 * shop API, so each rule exists once.
 */
import * as v from "valibot";
import { PasswordSchema } from "./account";
import { FIELD_REQUIRED } from "./address";
import { requiredText } from "./form-fields";

/** A reset link works this long after it was asked for, and once. */
export const RESET_LINK_MINUTES = 30;

/** Requests per email (as typed, known or not) and per client address in RESET_WINDOW_MINUTES. */
export const RESET_MAX_PER_EMAIL = 3;
export const RESET_MAX_PER_ADDRESS = 10;
export const RESET_WINDOW_MINUTES = 30;

/** The token in the link: 32 random bytes as base64url (43 characters). Only its SHA-256 is stored. */
export const RESET_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
/** What the shop API stores and is asked about: the token's SHA-256, as hex. */
export const RESET_TOKEN_HASH_PATTERN = /^[0-9a-f]{64}$/;

/** SPEC.md section 2: "Enter username or email to get a reset link". */
export const ResetRequestBodySchema = v.object({
  identifier: requiredText(254, FIELD_REQUIRED),
});

/** The page the link opens: the token and a new password under the register form's rules. */
export const ResetConfirmBodySchema = v.object({
  token: v.pipe(v.string(), v.regex(RESET_TOKEN_PATTERN, "This reset link is not valid.")),
  password: v.optional(PasswordSchema, ""),
});

/** The one answer to every accepted request, account or not (nothing tells them apart). */
export function resetRequestedText(identifier: string): string {
  return `If an account matches ${identifier}, we have sent a link to its email address. The link works for ${RESET_LINK_MINUTES} minutes and once. Check your inbox and spam folder.`;
}

/** Why a link cannot set a password (the shop API's refusals, shown as they are). */
export const RESET_LINK_INVALID = "This reset link is not valid. Please ask for a new one.";
export const RESET_LINK_USED = "This reset link has already been used. Please ask for a new one.";
export const RESET_LINK_EXPIRED = "This reset link has expired. Please ask for a new one.";
