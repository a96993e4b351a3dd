/**
 * A message from the contact form (issue 27), written once for the form, the functions that put it
 * in the outbox and the mail that delivers it to the shop's inbox: name, email and message are
 * required ('This field is required', as on the SPEC's address form), the email must look like one
 * (the register form's rule and message), the message needs at least 10 characters (as the SPEC's
 * cancellation comment). Subject is optional.
 */
import * as v from "valibot";
import { EMAIL_PATTERN, INVALID_EMAIL } from "./account";
import { FIELD_REQUIRED } from "./address";
import { requiredText } from "./form-fields";

export const MESSAGE_MIN_LENGTH = 10;
export const MESSAGE_TOO_SHORT = `Please enter at least ${MESSAGE_MIN_LENGTH} characters.`;
export const MESSAGE_MAX_LENGTH = 2000;
export const SUBJECT_MAX_LENGTH = 120;

/** The fields in screen order: the first one with a problem gets the focus. */
export const CONTACT_FIELDS = ["name", "email", "subject", "message"] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];

export const ContactMessageSchema = v.object({
  name: requiredText(80, FIELD_REQUIRED),
  email: requiredText(254, FIELD_REQUIRED, { regex: EMAIL_PATTERN, message: INVALID_EMAIL }),
  subject: v.optional(
    v.pipe(v.string(), v.trim(), v.maxLength(SUBJECT_MAX_LENGTH, `Must be at most ${SUBJECT_MAX_LENGTH} characters.`)),
    "",
  ),
  message: v.optional(
    v.config(
      v.pipe(
        v.string(FIELD_REQUIRED),
        v.trim(),
        v.nonEmpty(FIELD_REQUIRED),
        v.minLength(MESSAGE_MIN_LENGTH, MESSAGE_TOO_SHORT),
        v.maxLength(MESSAGE_MAX_LENGTH, `Must be at most ${MESSAGE_MAX_LENGTH} characters.`),
      ),
      { abortPipeEarly: true },
    ),
    "",
  ),
});

export type ContactMessage = v.InferOutput<typeof ContactMessageSchema>;

/**
 * Contact messages per client address: a shopper writes a few, a follow-up or a correction; a
 * flood of them into the shop's inbox stops here (429, the form says to try later).
 */
export const CONTACT_MAX_PER_ADDRESS = 5;
export const CONTACT_WINDOW_MINUTES = 60;

/** What the form says when the limit answers 429. */
export const CONTACT_TOO_MANY = "You have sent several messages in a short time. Please try again later.";
