/**
 * An email confirmed by a link mailed to it (issues 40 and 42, decision 062): a new email for the
 * account (asked with the current password), the account's own email (to bring in the orders
 * placed as a guest with it), and the account a guest creates from its order's confirmation. The
 * link is signed, not stored (./email-link-token.ts); the account's confirmation stamp in it makes
 * it work once. The profile's action and the order confirmation's offer
 * (src/app/profile.server.ts, customers.ts's createGuestAccount) call these.
 */
import { EMAIL_LINK_HOURS, type EmailChangeBody, type EmailLinkRefusal, type EmailLinkState } from "@domain/identity";
import { type EmailLink, signedLink } from "./email-link-token";
import { sha256Hex } from "./hash";
import { sendMessageNow } from "./outbox";
import type { CustomerServiceContext } from "./service";
import { ShopApiRefusal, ShopApiThrottled, type ShopApiClient } from "./shop-api-client";

/**
 * A link asked now, and so its message's subject: the expiry is the end of the current quarter
 * hour plus EMAIL_LINK_HOURS, so a form posted twice writes one message and a later ask a new one;
 * the address's hash tells two new addresses asked in one quarter apart.
 */
async function linkRequest(customerId: number, email: string, now: Date) {
  const quarter = 15 * 60;
  const expires = (Math.floor(now.getTime() / 1000 / quarter) + 1) * quarter + EMAIL_LINK_HOURS * 3600;
  const hash = (await sha256Hex(email.toLowerCase())).slice(0, 16);
  return { expires, subject: `${customerId}-${expires}-${hash}` };
}

export type EmailChangeOutcome =
  | { kind: "sent" }
  | { kind: "wrong-password" }
  | { kind: "taken" }
  | { kind: "same" }
  | { kind: "throttled"; retryAfterSeconds: number };

/**
 * A new email asked for: the current password checked by the shop API under the sign-in limit,
 * then the link mailed to the new address through the outbox (once per quarter hour and address).
 * The account's email stays as it is until the link is opened.
 */
export async function requestEmailChange(
  { customer, shopApi }: CustomerServiceContext,
  body: EmailChangeBody,
  now = new Date(),
): Promise<EmailChangeOutcome> {
  let subject: string;
  try {
    subject = await shopApi.requestEmailChange(customer.id, {
      currentPassword: body.currentPassword,
      email: body.email,
      ...(await linkRequest(customer.id, body.email, now)),
    });
  } catch (error) {
    if (error instanceof ShopApiThrottled) return { kind: "throttled", retryAfterSeconds: error.retryAfterSeconds };
    if (error instanceof ShopApiRefusal && error.status === 401) return { kind: "wrong-password" };
    if (error instanceof ShopApiRefusal && error.status === 409) return { kind: "taken" };
    if (error instanceof ShopApiRefusal && error.status === 400) return { kind: "same" };
    throw error;
  }
  await sendMessageNow(shopApi, "email-confirm", subject);
  return { kind: "sent" };
}

/**
 * A link that confirms the account's own email, mailed to it; with `onlyWithGuestOrders` (a
 * registration), only when orders were placed as a guest with that email. Whether one went is
 * not said: the mailbox is where the answer is.
 */
export async function requestEmailConfirmation(
  shopApi: ShopApiClient,
  customerId: number,
  onlyWithGuestOrders: boolean,
  now = new Date(),
): Promise<void> {
  const identity = await shopApi.getIdentity(customerId);
  if (!identity || identity.guest) return;
  const subject = await shopApi.enqueueEmailConfirmation(customerId, {
    ...(await linkRequest(customerId, identity.email, now)),
    onlyWithGuestOrders,
  });
  if (subject !== null) await sendMessageNow(shopApi, "email-confirm", subject);
}

type CheckedLink = { ok: true; link: EmailLink; change: boolean } | { ok: false; refusal: EmailLinkRefusal };

/** The signature first, so an altered expiry is "invalid", not "expired"; then the time, then the stamp. */
async function checkLink(shopApi: ShopApiClient, token: string, now: Date): Promise<CheckedLink> {
  const link = await signedLink(token);
  if (!link) return { ok: false, refusal: "invalid" };
  if (link.expires * 1000 <= now.getTime()) return { ok: false, refusal: "expired" };
  const identity = await shopApi.getIdentity(link.customerId);
  if (!identity || identity.guest) return { ok: false, refusal: "invalid" };
  if (identity.emailStamp !== link.stamp) return { ok: false, refusal: "used" };
  return { ok: true, link, change: identity.email.toLowerCase() !== link.email.toLowerCase() };
}

/** What a link would do if confirmed, without doing it (the page a mail scanner may open too). */
export async function readEmailLink(shopApi: ShopApiClient, token: string, now = new Date()): Promise<EmailLinkState> {
  const checked = await checkLink(shopApi, token, now);
  return checked.ok
    ? { status: "open", email: checked.link.email, change: checked.change }
    : { status: checked.refusal };
}

export type EmailConfirmed =
  { ok: true; email: string; changed: boolean; ordersJoined: number } | { ok: false; refusal: EmailLinkRefusal };

/**
 * Confirms a link, signed in or not (the link is the proof): the account's email becomes the
 * link's, the orders placed as a guest with it join the account, and a changed email's old
 * address is told. Sessions stay (decision 062).
 */
export async function confirmEmailLink(
  shopApi: ShopApiClient,
  token: string,
  now = new Date(),
): Promise<EmailConfirmed> {
  const checked = await checkLink(shopApi, token, now);
  if (!checked.ok) return checked;
  let confirmed;
  try {
    confirmed = await shopApi.confirmEmail(checked.link.customerId, checked.link);
  } catch (error) {
    if (error instanceof ShopApiRefusal && error.status === 410) return { ok: false, refusal: "used" };
    if (error instanceof ShopApiRefusal && error.status === 409) return { ok: false, refusal: "taken" };
    throw error;
  }
  if (confirmed.noticeSubject !== null) await sendMessageNow(shopApi, "email-changed", confirmed.noticeSubject);
  return { ok: true, email: confirmed.email, changed: confirmed.changed, ordersJoined: confirmed.ordersJoined };
}
