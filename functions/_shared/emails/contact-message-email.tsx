/**
 * A message from the contact form (issue 27), for the shop's inbox; a reply goes to the sender
 * (Reply-To). The shop reads it in English; one sent from a French page says so in its subject and
 * body, so that the answer is written in French (issue 38).
 */
import { Heading } from "@react-email/heading";
import { Text } from "@react-email/text";
import { Fragment } from "react";
import type { ContactMessage } from "@domain/contact";
import type { Locale } from "@domain/locale";
import { EmailLayout, colors, type ShopIdentity } from "./email-layout";
import { emailWords } from "./email-words";

export interface ContactMessageProps {
  shop: ShopIdentity;
  message: ContactMessage;
  /** The language of the page it was sent from: the one to answer in. */
  senderLocale: Locale;
  /** When the sender pressed Send (the outbox row's time), ISO 8601. */
  sentAt: string;
}

/** The shop's own language, its inbox's. */
const SHOP_LOCALE: Locale = "en";

export function contactMessageSubject(message: Pick<ContactMessage, "name" | "subject">, senderLocale: Locale): string {
  const { t } = emailWords(SHOP_LOCALE);
  return t(senderLocale === "fr" ? "email.contact.subjectFrench" : "email.contact.subject", {
    subject: message.subject || t("email.contact.noSubject"),
    name: message.name,
  });
}

export function ContactMessageEmail({ shop, message, senderLocale, sentAt }: ContactMessageProps) {
  const { t, dateTime } = emailWords(SHOP_LOCALE);
  const heading = t("email.contact.heading", { name: message.name });
  return (
    <EmailLayout shop={shop} locale={SHOP_LOCALE} preview={heading}>
      <Heading as="h1" style={{ fontSize: "20px" }}>
        {heading}
      </Heading>
      {senderLocale === "fr" && <Text style={{ fontWeight: "bold" }}>{t("email.contact.inFrench")}</Text>}
      <Text style={{ color: colors.muted }}>
        {t("email.contact.from", { name: message.name, email: message.email, date: dateTime(sentAt) })}
        <br />
        {t("email.contact.subjectLine", { subject: message.subject || t("email.contact.noSubject") })}
      </Text>
      {/* Line breaks as <br>: the plain-text part keeps them too, which white-space alone would not. */}
      <Text>
        {message.message.split(/\r?\n/).map((line, index) => (
          <Fragment key={index}>
            {index > 0 && <br />}
            {line}
          </Fragment>
        ))}
      </Text>
    </EmailLayout>
  );
}
