/** A message from the contact form (issue 27), for the shop's inbox; a reply goes to the sender (Reply-To). */
import { Heading } from "@react-email/heading";
import { Text } from "@react-email/text";
import { Fragment } from "react";
import type { ContactMessage } from "@domain/contact";
import { EmailLayout, colors, type ShopIdentity } from "./email-layout";

export interface ContactMessageProps {
  shop: ShopIdentity;
  message: ContactMessage;
  /** When the sender pressed Send (the outbox row's time), ISO 8601. */
  sentAt: string;
}

export function contactMessageSubject(message: Pick<ContactMessage, "name" | "subject">): string {
  return `Contact form: ${message.subject || "(no subject)"} (from ${message.name})`;
}

export function ContactMessageEmail({ shop, message, sentAt }: ContactMessageProps) {
  return (
    <EmailLayout shop={shop} preview={`${message.name} wrote through the contact form`}>
      <Heading as="h1" style={{ fontSize: "20px" }}>
        {message.name} wrote through the contact form
      </Heading>
      <Text style={{ color: colors.muted }}>
        From {message.name} &lt;{message.email}&gt; on {sentAt}. Reply to this email to answer them.
        <br />
        Subject: {message.subject || "(no subject)"}
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
