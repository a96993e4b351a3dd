import "./contact.css";
import { Form } from "react-router";
import { FormAlert, FormField } from "@/components/form-field";
import { CONTACT_FIELDS, MESSAGE_MIN_LENGTH, type ContactField } from "@/domain/contact";
import { useForm, useIsSubmitting } from "@/lib/form/use-form";
import { useI18n } from "@/lib/i18n/i18n-context";
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
export function ContactForm({
  result,
  sender,
}: {
  result: ContactFormResult | undefined;
  /** The signed-in customer, whose name and email fill the form to start with. */
  sender: { name: string; email: string } | null;
}) {
  const { t, path } = useI18n();
  const sending = useIsSubmitting(path("/contact"));
  const reply = result && "sent" in result ? undefined : result;
  const { form, field, error } = useForm({
    fields: CONTACT_FIELDS,
    ids: FIELD_IDS,
    check: checkContactMessage,
    reply,
    initial: sender ?? undefined,
    hints: ["message"],
  });

  if (result && "sent" in result) return <MessageSent name={result.sent.name} email={result.sent.email} />;

  return (
    <Form
      method="post"
      action={path("/contact")}
      className="contact-form"
      aria-labelledby="contact-form-title"
      {...form}
    >
      <h2 id="contact-form-title" className="contact-form__title">
        {t("contact.writeToUs")}
      </h2>
      <p className="contact-form__notice">{t("contact.notice")}</p>
      <FormAlert message={sending ? null : (reply?.formError ?? null)} />
      <div className="contact-form__row">
        <FormField id={FIELD_IDS.name} label={t("contact.name")} error={error("name")}>
          <input type="text" autoComplete="name" required maxLength={80} {...field("name")} />
        </FormField>
        <FormField id={FIELD_IDS.email} label={t("login.email")} error={error("email")}>
          <input type="email" autoComplete="email" inputMode="email" required maxLength={254} {...field("email")} />
        </FormField>
      </div>
      <FormField id={FIELD_IDS.subject} label={t("contact.subject")} error={error("subject")}>
        <input type="text" maxLength={120} {...field("subject")} />
      </FormField>
      <FormField
        id={FIELD_IDS.message}
        label={t("contact.message")}
        error={error("message")}
        hint={t("contact.messageHint", { count: MESSAGE_MIN_LENGTH })}
      >
        <textarea rows={6} required maxLength={2000} {...field("message")} />
      </FormField>
      <button type="submit" className="button contact-form__submit" disabled={sending}>
        {sending ? t("contact.sending") : t("contact.send")}
      </button>
    </Form>
  );
}
