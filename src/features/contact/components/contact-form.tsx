import "./contact.css";
import { useState, type FormEvent } from "react";
import { fieldA11y, FormField } from "@/components/form-field";
import { firstInvalidField, type FieldErrors } from "@/lib/form-check";
import {
  checkContactMessage,
  CONTACT_FIELDS,
  contactMessageText,
  EMPTY_CONTACT_VALUES,
  MESSAGE_MIN_LENGTH,
  type ContactField,
  type ContactMessage,
  type ContactValues,
} from "@/features/contact/utils/contact-message";
import { MessageKept } from "./message-kept";

const FIELD_IDS: Record<ContactField, string> = {
  name: "contact-name",
  email: "contact-email",
  subject: "contact-subject",
  message: "contact-message",
};

/**
 * The message form of /contact. The shop has no message service yet, so a valid message is not
 * sent anywhere: it is checked, then kept on the page ready to copy, and the page says so plainly.
 * Errors appear on submit, follow the shopper's corrections afterwards, and never clear a field.
 */
export function ContactForm() {
  const [values, setValues] = useState<ContactValues>(EMPTY_CONTACT_VALUES);
  const [submitted, setSubmitted] = useState(false);
  const [kept, setKept] = useState<ContactMessage | null>(null);

  const check = checkContactMessage(values);
  const errors: FieldErrors<ContactField> = submitted && !check.ok ? check.errors : {};

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSubmitted(true);
    if (check.ok) {
      setKept(check.message);
      return;
    }
    const first = firstInvalidField(CONTACT_FIELDS, check.errors);
    if (first) document.getElementById(FIELD_IDS[first])?.focus();
  }

  function edit() {
    setKept(null);
    requestAnimationFrame(() => document.getElementById(FIELD_IDS.message)?.focus());
  }

  if (kept) return <MessageKept name={kept.name} text={contactMessageText(kept)} onEdit={edit} />;

  const update = (field: ContactField) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  return (
    <form className="contact-form" noValidate onSubmit={submit} aria-labelledby="contact-form-title">
      <h2 id="contact-form-title" className="contact-form__title">
        Write to us
      </h2>
      <p className="contact-form__notice">
        Online messages are not connected to our help team yet. This form checks your message and keeps it on this page,
        ready to copy; it does not send it.
      </p>
      <div className="contact-form__row">
        <FormField id={FIELD_IDS.name} label="Name" error={errors.name}>
          <input
            id={FIELD_IDS.name}
            name="name"
            type="text"
            autoComplete="name"
            required
            maxLength={80}
            value={values.name}
            onChange={update("name")}
            {...fieldA11y(FIELD_IDS.name, errors.name)}
          />
        </FormField>
        <FormField id={FIELD_IDS.email} label="Email" error={errors.email}>
          <input
            id={FIELD_IDS.email}
            name="email"
            type="email"
            autoComplete="email"
            inputMode="email"
            required
            maxLength={254}
            value={values.email}
            onChange={update("email")}
            {...fieldA11y(FIELD_IDS.email, errors.email)}
          />
        </FormField>
      </div>
      <FormField id={FIELD_IDS.subject} label="Subject (optional)" error={errors.subject}>
        <input
          id={FIELD_IDS.subject}
          name="subject"
          type="text"
          maxLength={120}
          value={values.subject}
          onChange={update("subject")}
          {...fieldA11y(FIELD_IDS.subject, errors.subject)}
        />
      </FormField>
      <FormField
        id={FIELD_IDS.message}
        label="Message"
        error={errors.message}
        hint={`At least ${MESSAGE_MIN_LENGTH} characters.`}
      >
        <textarea
          id={FIELD_IDS.message}
          name="message"
          rows={6}
          required
          maxLength={2000}
          value={values.message}
          onChange={update("message")}
          {...fieldA11y(FIELD_IDS.message, errors.message, true)}
        />
      </FormField>
      <button type="submit" className="button contact-form__submit">
        Prepare message
      </button>
    </form>
  );
}
