import "./contact.css";
import { useState, type FormEvent } from "react";
import { Form, useNavigation } from "react-router";
import { fieldA11y, FormAlert, FormField } from "@/components/form-field";
import { CONTACT_FIELDS, MESSAGE_MIN_LENGTH, type ContactField } from "@/domain/contact";
import { firstInvalidField, type FieldErrors } from "@/lib/form-check";
import {
  checkContactMessage,
  EMPTY_CONTACT_VALUES,
  type ContactFormResult,
  type ContactValues,
} from "@/features/contact/utils/contact-message";
import { MessageSent } from "./message-sent";

const FIELD_IDS: Record<ContactField, string> = {
  name: "contact-name",
  email: "contact-email",
  subject: "contact-subject",
  message: "contact-message",
};

/**
 * The message form of /contact: a POST to the page's action, which sends the message to the
 * shop's inbox, so it works without script too. With script, errors appear on submit before
 * anything is sent and follow the shopper's corrections afterwards; a refusal (too many messages,
 * the shop unable to take it now) keeps every field as typed.
 */
export function ContactForm({ result }: { result: ContactFormResult | undefined }) {
  const returned = result && result.status !== "sent" ? result.values : EMPTY_CONTACT_VALUES;
  const [values, setValues] = useState<ContactValues>(returned);
  const [checked, setChecked] = useState(result?.status === "invalid");
  const navigation = useNavigation();
  const sending = navigation.state === "submitting" && navigation.formAction === "/contact";

  if (result?.status === "sent") return <MessageSent name={result.name} email={result.email} />;

  const check = checkContactMessage(values);
  const errors: FieldErrors<ContactField> = checked && !check.ok ? check.errors : {};

  function submit(event: FormEvent<HTMLFormElement>) {
    setChecked(true);
    if (check.ok) return;
    event.preventDefault();
    const first = firstInvalidField(CONTACT_FIELDS, check.errors);
    if (first) document.getElementById(FIELD_IDS[first])?.focus();
  }

  const update = (field: ContactField) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  return (
    <Form
      method="post"
      action="/contact"
      className="contact-form"
      noValidate
      onSubmit={submit}
      aria-labelledby="contact-form-title"
    >
      <h2 id="contact-form-title" className="contact-form__title">
        Write to us
      </h2>
      <p className="contact-form__notice">
        Your message goes to our help team by email, and we reply to the address you give.
      </p>
      <FormAlert message={result?.status === "refused" && !sending ? result.message : null} />
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
      <button type="submit" className="button contact-form__submit" disabled={sending}>
        {sending ? "Sending…" : "Send message"}
      </button>
    </Form>
  );
}
