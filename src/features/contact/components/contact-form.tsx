import "./contact.css";
import { Form } from "react-router";
import { FormAlert, FormField } from "@/components/form-field";
import { CONTACT_FIELDS, MESSAGE_MIN_LENGTH, type ContactField } from "@/domain/contact";
import { useForm, useIsSubmitting } from "@/lib/form/use-form";
import { checkContactMessage, type ContactFormResult } from "@/features/contact/utils/contact-message";
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
  const sending = useIsSubmitting("/contact");
  const reply = result && "sent" in result ? undefined : result;
  const { form, field, error } = useForm({
    fields: CONTACT_FIELDS,
    ids: FIELD_IDS,
    check: checkContactMessage,
    reply,
    hints: ["message"],
  });

  if (result && "sent" in result) return <MessageSent name={result.sent.name} email={result.sent.email} />;

  return (
    <Form method="post" action="/contact" className="contact-form" aria-labelledby="contact-form-title" {...form}>
      <h2 id="contact-form-title" className="contact-form__title">
        Write to us
      </h2>
      <p className="contact-form__notice">
        Your message goes to our help team by email, and we reply to the address you give.
      </p>
      <FormAlert message={sending ? null : (reply?.formError ?? null)} />
      <div className="contact-form__row">
        <FormField id={FIELD_IDS.name} label="Name" error={error("name")}>
          <input type="text" autoComplete="name" required maxLength={80} {...field("name")} />
        </FormField>
        <FormField id={FIELD_IDS.email} label="Email" error={error("email")}>
          <input type="email" autoComplete="email" inputMode="email" required maxLength={254} {...field("email")} />
        </FormField>
      </div>
      <FormField id={FIELD_IDS.subject} label="Subject (optional)" error={error("subject")}>
        <input type="text" maxLength={120} {...field("subject")} />
      </FormField>
      <FormField
        id={FIELD_IDS.message}
        label="Message"
        error={error("message")}
        hint={`At least ${MESSAGE_MIN_LENGTH} characters.`}
      >
        <textarea rows={6} required maxLength={2000} {...field("message")} />
      </FormField>
      <button type="submit" className="button contact-form__submit" disabled={sending}>
        {sending ? "Sending…" : "Send message"}
      </button>
    </Form>
  );
}
