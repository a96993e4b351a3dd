/**
 * A contact form's message on its way to the shop's inbox (issue 27): counted for the client's
 * address first (./client-window.ts, the numbers in src/domain/contact.ts), written to the shop
 * API's outbox under a key made of what was written (so a double submit writes one message), then
 * sent at once with its sender's acknowledgement; a mail server that is down leaves them to the
 * scheduled function mail-outbox.ts.
 * Shared by POST /api/contact and the /contact page's action (the form without script).
 */
import { randomUUID } from "node:crypto";
import { CONTACT_MAX_PER_ADDRESS, CONTACT_WINDOW_MINUTES, type ContactMessage } from "@domain/contact";
import type { Locale } from "@domain/locale";
import { addressBucket, removeFromWindow, reserveInWindow, retrySeconds } from "./client-window";
import { sha256Hex } from "./hash";
import { messageKey } from "@domain/outbox";
import { sendMessageNow } from "./outbox";
import { ShopApiError, ShopApiRefusal, type ShopApiClient } from "./shop-api-client";

const STORE_NAME = "contact-throttle";
const WINDOW_MS = CONTACT_WINDOW_MINUTES * 60 * 1000;

export type ContactOutcome = { accepted: true } | { accepted: false; retryAfterSeconds: number };

/** The limit's store could not be read or written: the message is refused, never let through uncounted. */
export class ContactThrottleUnavailable extends Error {
  override readonly name = "ContactThrottleUnavailable";
}

/** The key's subject: the same sender sending the same words twice is one message. */
async function contentHash(message: ContactMessage): Promise<string> {
  const text = JSON.stringify([message.name, message.email, message.subject, message.message]);
  return (await sha256Hex(text)).slice(0, 32);
}

/**
 * The acknowledgement's subject: the address (hashed: keys reach logs and Message-IDs) and the
 * day, so an address gets one a day whoever types it how often (decision 046).
 */
async function receiptSubject(email: string, now: Date): Promise<string> {
  return `${(await sha256Hex(email.trim().toLowerCase())).slice(0, 32)}-${now.toISOString().slice(0, 10)}`;
}

async function reserve(
  clientAddress: string,
): Promise<{ granted: true; key: string; id: string } | { granted: false; retryAfterSeconds: number }> {
  const id = randomUUID();
  try {
    const key = `client/${await sha256Hex(addressBucket(clientAddress))}`;
    const retryMs = await reserveInWindow(STORE_NAME, key, id, CONTACT_MAX_PER_ADDRESS, WINDOW_MS);
    return retryMs > 0 ? { granted: false, retryAfterSeconds: retrySeconds(retryMs) } : { granted: true, key, id };
  } catch (error) {
    console.error("[contact-throttle] could not reserve a message", error);
    throw new ContactThrottleUnavailable("the contact limit could not be checked");
  }
}

/**
 * Accepts `message` from `clientAddress` (Netlify's client connection address): the outbox has it
 * when this resolves, with the language of the page it was sent from, which the shop's answer is
 * to be written in. Over the limit: not accepted, with the seconds to wait. A shop API that
 * does not answer gives the reservation back and throws, so the sender may try again.
 */
export async function submitContactMessage(
  shopApi: ShopApiClient,
  message: ContactMessage,
  clientAddress: string,
  locale: Locale,
): Promise<ContactOutcome> {
  const reservation = await reserve(clientAddress);
  if (!reservation.granted) return { accepted: false, retryAfterSeconds: reservation.retryAfterSeconds };
  const subject = await contentHash(message);
  const receipt = await receiptSubject(message.email, new Date());
  try {
    await shopApi.enqueueContactMessage(`contact:${subject}`, message, locale, messageKey("contact-received", receipt));
  } catch (error) {
    if (error instanceof ShopApiError || (error instanceof ShopApiRefusal && error.status >= 500)) {
      await removeFromWindow(STORE_NAME, reservation.key, reservation.id, WINDOW_MS).catch((cause: unknown) =>
        console.error("[contact-throttle] could not give back an unanswered message", cause),
      );
    }
    throw error;
  }
  await sendMessageNow(shopApi, "contact", subject);
  await sendMessageNow(shopApi, "contact-received", receipt);
  return { accepted: true };
}
