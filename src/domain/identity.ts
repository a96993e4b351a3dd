/**
 * The account's identity (issues 40 and 42, decision 062): the name and phone the customer edits,
 * the email changed or confirmed by a link mailed to the address, and the account a guest creates
 * from its order's confirmation. The rules are registration's (./account.ts) and the courier's
 * phone rule (./phone.ts), imported, so each exists once.
 */
import * as v from "valibot";
import { EmailSchema, PasswordSchema, RegisterBodySchema } from "./account";
import { optionalText } from "./form-fields";
import { MOBILE_DIGITS, MOBILE_INVALID, normalizeMobile } from "./phone";
import { CURRENT_PASSWORD_MISSING } from "./password-change";

/**
 * The profile's "Your details": registration's name rules, and a phone stored as its 10 digits.
 * The last name may come blank: an account made from a one-name guest ("Madonna", decision 063)
 * keeps one name. Whether blank is allowed depends on the account as stored (`lastNameRequired`), so
 * the shop API's update decides it; the form marks the field required for a two-name account.
 */
export const IdentityBodySchema = v.object({
  firstname: RegisterBodySchema.entries.firstname,
  lastname: optionalText(60),
  mobileno: v.pipe(
    RegisterBodySchema.entries.mobileno,
    v.transform(normalizeMobile),
    v.regex(MOBILE_DIGITS, MOBILE_INVALID),
  ),
});
export type IdentityBody = v.InferOutput<typeof IdentityBodySchema>;

/** A blank last name is refused for an account that has one: only a one-name account stays one-name. */
export function lastNameRequired(stored: Pick<Identity, "lastname">): boolean {
  return stored.lastname.trim() !== "";
}

/** Who the customer is, as the profile shows it. */
export interface Identity {
  firstname: string;
  lastname: string;
  email: string;
  mobileno: string;
  /** Confirmed by a link mailed to it: the orders placed as a guest with it have joined the account. */
  emailConfirmed: boolean;
}

/** A new email, asked with the current password as a password change is. */
export const EmailChangeBodySchema = v.object({
  currentPassword: v.pipe(v.string(CURRENT_PASSWORD_MISSING), v.nonEmpty(CURRENT_PASSWORD_MISSING)),
  email: EmailSchema,
});
export type EmailChangeBody = v.InferOutput<typeof EmailChangeBodySchema>;

/** A guest's account, from its order's confirmation: only a password (the email is the guest's). */
export const GuestAccountBodySchema = v.object({ password: v.optional(PasswordSchema, "") });

/**
 * How long a confirmation link works: a day is long enough to open the mail later, short enough
 * that an old forwarded mail stops changing an account. A new one is asked in a minute.
 */
export const EMAIL_LINK_HOURS = 24;

/**
 * The query parameter of a link's token on /UserProfile, which shows what the link would do and
 * asks for a press to do it: a mail scanner opening the link changes nothing.
 */
export const EMAIL_LINK_PARAM = "emailLink";

/** Why a confirmation link does nothing: altered, out of date, spent, or its email taken since. */
export type EmailLinkRefusal = "invalid" | "expired" | "used" | "taken";

/** What opening a link found: the address it confirms, and whether that changes the account's email. */
export type EmailLinkState = { status: "open"; email: string; change: boolean } | { status: EmailLinkRefusal };
