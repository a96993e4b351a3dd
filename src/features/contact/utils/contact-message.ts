/**
 * The contact form's rules: name, email and message are required ('This field is required', as on
 * the SPEC's address form), the email must look like one (the register form's rule and message),
 * the message needs at least 10 characters (as the SPEC's cancellation comment). Subject is
 * optional. Pure: no React, so the rule is unit-tested on its own.
 */
import * as v from "valibot";
import { EMAIL_PATTERN, INVALID_EMAIL } from "@/domain/account";
import { FIELD_REQUIRED } from "@/domain/address";
import { requiredText } from "@/domain/form-fields";
import { checkForm, type FieldErrors } from "@/lib/form-check";

export const MESSAGE_MIN_LENGTH = 10;
export const MESSAGE_TOO_SHORT = `Please enter at least ${MESSAGE_MIN_LENGTH} characters.`;
export const MESSAGE_MAX_LENGTH = 2000;
export const SUBJECT_MAX_LENGTH = 120;

/** The fields in screen order: the first one with a problem gets the focus. */
export const CONTACT_FIELDS = ["name", "email", "subject", "message"] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];
export type ContactValues = Record<ContactField, string>;

export const EMPTY_CONTACT_VALUES: ContactValues = { name: "", email: "", subject: "", message: "" };

const ContactMessageSchema = v.object({
  name: requiredText(80, FIELD_REQUIRED),
  email: requiredText(254, FIELD_REQUIRED, { regex: EMAIL_PATTERN, message: INVALID_EMAIL }),
  subject: v.pipe(
    v.string(),
    v.trim(),
    v.maxLength(SUBJECT_MAX_LENGTH, `Must be at most ${SUBJECT_MAX_LENGTH} characters.`),
  ),
  message: v.config(
    v.pipe(
      v.string(FIELD_REQUIRED),
      v.trim(),
      v.nonEmpty(FIELD_REQUIRED),
      v.minLength(MESSAGE_MIN_LENGTH, MESSAGE_TOO_SHORT),
      v.maxLength(MESSAGE_MAX_LENGTH, `Must be at most ${MESSAGE_MAX_LENGTH} characters.`),
    ),
    { abortPipeEarly: true },
  ),
});

export type ContactMessage = v.InferOutput<typeof ContactMessageSchema>;

export type ContactCheck = { ok: true; message: ContactMessage } | { ok: false; errors: FieldErrors<ContactField> };

/** Checks every field at once and returns the first problem of each, or the trimmed message. */
export function checkContactMessage(values: ContactValues): ContactCheck {
  const result = checkForm(ContactMessageSchema, values, CONTACT_FIELDS);
  return result.ok ? { ok: true, message: result.output } : result;
}

/** The message as plain text, to copy into an email or keep. */
export function contactMessageText(message: ContactMessage): string {
  const lines = [`From: ${message.name} <${message.email}>`];
  if (message.subject) lines.push(`Subject: ${message.subject}`);
  lines.push("", message.message);
  return lines.join("\n");
}
