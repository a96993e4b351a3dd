/** A message from the contact form (issue 27), for the shop's inbox; a reply goes to the sender (Reply-To). */
import { Heading, Text } from "@react-email/components";
import type { ContactMessage } from "../../../src/domain/contact";
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
      <Text style={{ whiteSpace: "pre-wrap" }}>{message.message}</Text>
    </EmailLayout>
  );
}
