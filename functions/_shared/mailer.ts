/**
 * Sending one message over SMTP with nodemailer: any provider speaks SMTP (SES, Postmark, Mailgun,
 * SendGrid), and the local stack's MailDev does too, so the code that runs locally is the code that
 * runs deployed. One connection per send: a function instance lives for one request or run.
 */
import nodemailer from "nodemailer";
import { messageId } from "@domain/outbox";
import { mailConfig } from "./config";

export interface OutgoingMail {
  to: string;
  subject: string;
  html: string;
  text: string;
  /** The outbox key: the Message-ID is derived from it, so a resend after a crash is the same mail. */
  key: string;
  /** Where a reply goes instead of the sender (a contact message: whoever wrote it). */
  replyTo?: { name: string; address: string };
  /** Extra headers: a commercial message's List-Unsubscribe and List-Unsubscribe-Post (RFC 8058). */
  headers?: Record<string, string>;
}

/** Short: a mail server that does not answer must not hold a checkout or a cancellation. */
const CONNECT_TIMEOUT_MS = 5_000;
const SOCKET_TIMEOUT_MS = 20_000;

/** Sends `mail`; resolves once the server accepted it, rejects with the server's or network's error. */
export async function sendMail(mail: OutgoingMail): Promise<void> {
  const config = mailConfig();
  const transport = nodemailer.createTransport({
    host: config.host,
    port: config.port,
    secure: config.secure,
    requireTLS: config.requireTls,
    ignoreTLS: !config.secure && !config.requireTls,
    ...(config.auth ? { auth: config.auth } : {}),
    connectionTimeout: CONNECT_TIMEOUT_MS,
    greetingTimeout: CONNECT_TIMEOUT_MS,
    socketTimeout: SOCKET_TIMEOUT_MS,
  });
  try {
    await transport.sendMail({
      from: config.from,
      to: mail.to,
      subject: mail.subject,
      html: mail.html,
      text: mail.text,
      messageId: messageId(mail.key, config.domain),
      ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
      ...(mail.headers ? { headers: mail.headers } : {}),
    });
  } finally {
    transport.close();
  }
}
