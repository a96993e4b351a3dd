/**
 * The token of a guest's order link (decision 060): `{order}.{expiry}.{HMAC-SHA-256 under
 * SESSION_SECRET of the order, the expiry and the guest's email}`, base64url. Made when the mail
 * is made (outbox.ts), checked by guest-order-link.ts.
 */
import type { Locale } from "@domain/locale";
import { emailWords } from "./emails/email-words";
import { signingKey } from "./signed-customer-token";

export const signedLinkText = (orderId: number, expires: number, email: string) =>
  new TextEncoder().encode(`order-link:${orderId}:${expires}:${email.toLowerCase()}`);

export async function orderLinkToken(orderId: number, expires: number, email: string): Promise<string> {
  const mac = await crypto.subtle.sign("HMAC", await signingKey("sign"), signedLinkText(orderId, expires, email));
  return `${orderId}.${expires}.${Buffer.from(mac).toString("base64url")}`;
}

/** The page a link opens, in the language of its message. */
export function orderLinkUrl(siteUrl: string, token: string, locale: Locale): string {
  return emailWords(locale).link(siteUrl, `/order-lookup?token=${encodeURIComponent(token)}`);
}
