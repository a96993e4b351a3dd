/**
 * The token of an email confirmation link (decision 062): `{customer}.{expiry}.{stamp}.{email,
 * base64url}.{HMAC-SHA-256}`, signed with the order links' key (signed-customer-token.ts) under a
 * purpose of its own. The stamp is the account's last confirmation time (Unix ms, 0 for never)
 * when the link was asked for; a confirmation changes it, so a link works once and an older one is
 * spent. Made when the mail is made (outbox.ts), checked by email-confirmation.ts.
 */
import { EMAIL_LINK_PARAM } from "@domain/identity";
import type { Locale } from "@domain/locale";
import { emailWords } from "./emails/email-words";
import { signingKey } from "./signed-customer-token";

const TOKEN_PATTERN = /^([1-9]\d{0,15})\.(\d{10,12})\.(\d{1,15})\.([A-Za-z0-9_-]{1,400})\.([A-Za-z0-9_-]{43})$/;

export interface EmailLink {
  customerId: number;
  expires: number;
  stamp: number;
  email: string;
}

const signedText = (link: EmailLink) =>
  new TextEncoder().encode(`email-confirm:${link.customerId}:${link.expires}:${link.stamp}:${link.email}`);

export async function emailLinkToken(link: EmailLink): Promise<string> {
  const mac = await crypto.subtle.sign("HMAC", await signingKey("sign"), signedText(link));
  const email = Buffer.from(link.email).toString("base64url");
  return `${link.customerId}.${link.expires}.${link.stamp}.${email}.${Buffer.from(mac).toString("base64url")}`;
}

/** The page a link opens, in the language of its message. */
export function emailLinkUrl(siteUrl: string, token: string, locale: Locale): string {
  return emailWords(locale).link(siteUrl, `/UserProfile?${EMAIL_LINK_PARAM}=${encodeURIComponent(token)}`);
}

/** The link's content if the shop signed it, whatever its time: null for anything altered or cut short. */
export async function signedLink(token: string): Promise<EmailLink | null> {
  const match = TOKEN_PATTERN.exec(token);
  if (!match) return null;
  const link: EmailLink = {
    customerId: Number(match[1]),
    expires: Number(match[2]),
    stamp: Number(match[3]),
    email: Buffer.from(match[4] ?? "", "base64url").toString(),
  };
  const valid = await crypto.subtle.verify(
    "HMAC",
    await signingKey("verify"),
    Buffer.from(match[5] ?? "", "base64url"),
    signedText(link),
  );
  return valid ? link : null;
}
