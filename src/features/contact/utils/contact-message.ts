/**
 * The contact form's check, on the rule of src/domain/contact.ts (the functions and the route's
 * action check the same). Pure: no React, so the rule is unit-tested on its own.
 */
import { CONTACT_FIELDS, ContactMessageSchema, type ContactField, type ContactMessage } from "@/domain/contact";
import { checkForm, type FieldErrors } from "@/lib/form-check";

export type ContactValues = Record<ContactField, string>;

export const EMPTY_CONTACT_VALUES: ContactValues = { name: "", email: "", subject: "", message: "" };

export type ContactCheck = { ok: true; message: ContactMessage } | { ok: false; errors: FieldErrors<ContactField> };

/** Checks every field at once and returns the first problem of each, or the trimmed message. */
export function checkContactMessage(values: ContactValues): ContactCheck {
  const result = checkForm(ContactMessageSchema, values, CONTACT_FIELDS);
  return result.ok ? { ok: true, message: result.output } : result;
}

/** The form's fields as they were posted; anything missing reads as empty. */
export function contactValuesOf(form: FormData): ContactValues {
  const text = (field: ContactField) => {
    const value = form.get(field);
    return typeof value === "string" ? value : "";
  };
  return { name: text("name"), email: text("email"), subject: text("subject"), message: text("message") };
}

/** What the /contact page's action answered: the message is on its way, or the form comes back. */
export type ContactFormResult =
  | { status: "sent"; name: string; email: string }
  | { status: "invalid"; values: ContactValues; errors: FieldErrors<ContactField> }
  /** Over the limit, or the shop could not take it now: the form comes back with what was typed. */
  | { status: "refused"; values: ContactValues; message: string };
