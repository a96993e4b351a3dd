/**
 * The contact form's check, on the rule of src/domain/contact.ts (the functions and the route's
 * action check the same). Pure: no React, so the rule is unit-tested on its own.
 */
import { CONTACT_FIELDS, ContactMessageSchema, type ContactField, type ContactMessage } from "@/domain/contact";
import { checkForm, type FieldErrors } from "@/lib/form-check";
import type { FormReply } from "@/lib/form/form-reply";

export type ContactValues = Record<ContactField, string>;

export const EMPTY_CONTACT_VALUES: ContactValues = { name: "", email: "", subject: "", message: "" };

export type ContactCheck = { ok: true; message: ContactMessage } | { ok: false; errors: FieldErrors<ContactField> };

/** Checks every field at once and returns the first problem of each, or the trimmed message. */
export function checkContactMessage(values: ContactValues): ContactCheck {
  const result = checkForm(ContactMessageSchema, values, CONTACT_FIELDS);
  return result.ok ? { ok: true, message: result.output } : result;
}

/**
 * What the /contact page's action answered: the message is on its way, or the form comes back
 * with what was typed (a field's problem, too many messages, the shop unable to take it now).
 */
export type ContactFormResult = { sent: { name: string; email: string } } | FormReply<ContactField>;
