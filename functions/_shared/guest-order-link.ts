/**
 * A guest's order opened by a signed link (issue 42, decision 060). /order-lookup's number and
 * email write the link's message through the outbox when they match a guest order; the mail
 * carries `{order}.{expiry}.{HMAC}`, the HMAC (under SESSION_SECRET) covering the order, the
 * expiry and the email the guest gave, so a link opens its one order, until its expiry, and only
 * while that order is the guest's. Signed rather than stored, like the customer tokens
 * (signed-customer-token.ts): nothing to keep or clean up.
 */
import {
  LOOKUP_WINDOW_MINUTES,
  ORDER_LINK_HOURS,
  ORDER_LINK_TOKEN_PATTERN,
  type OrderLinkRefusal,
} from "@domain/guest-checkout";
import type { CancelOrderBody, Order } from "@domain/order";
import { messageKey } from "@domain/outbox";
import { cancelCustomerOrder } from "./orders";
import { sendMessageNow } from "./outbox";
import type { ShopApiClient } from "./shop-api-client";
import { signedLinkText } from "./order-link-token";
import { signingKey } from "./signed-customer-token";

/**
 * The expiry of a link asked now, and so its message's key: the same within one lookup window, so
 * a form posted twice (or a retried request) writes one message, and a link asked again later is
 * a new one.
 */
function linkExpiry(now: Date): number {
  const windowSeconds = LOOKUP_WINDOW_MINUTES * 60;
  const windowStart = Math.floor(now.getTime() / 1000 / windowSeconds) * windowSeconds;
  return windowStart + windowSeconds + ORDER_LINK_HOURS * 3600;
}

/**
 * Writes the link's message if the number and email are a guest order's, then sends it after the
 * answer (`later`), so the asker gets the same answer in the same time either way.
 */
export async function requestOrderLink(
  shopApi: ShopApiClient,
  lookup: { orderNumber: number; email: string },
  later: (work: Promise<unknown>) => void,
  now = new Date(),
): Promise<void> {
  const expires = linkExpiry(now);
  const subject = `${lookup.orderNumber}:${expires}`;
  const { created } = await shopApi.enqueueOrderLink({
    key: messageKey("order-link", subject),
    orderId: lookup.orderNumber,
    email: lookup.email,
    expires,
  });
  if (created) later(sendMessageNow(shopApi, "order-link", subject));
}

export type OpenedLink = { ok: true; order: Order; customerId: number } | { ok: false; refusal: OrderLinkRefusal };

/**
 * The order a link opens, or why not: "invalid" for a token the shop did not sign for this order
 * and its guest's email (altered, cut short, or the order no longer a guest's), "expired" for a
 * genuine one past its time. The signature is checked before the time, so an altered expiry is
 * invalid, not expired.
 */
export async function openOrderLink(shopApi: ShopApiClient, token: string, now = new Date()): Promise<OpenedLink> {
  const invalid = { ok: false, refusal: "invalid" } as const;
  const match = ORDER_LINK_TOKEN_PATTERN.exec(token);
  if (!match) return invalid;
  const orderId = Number(match[1]);
  const expires = Number(match[2]);
  const owner = await shopApi.guestOrderOwner(orderId);
  if (!owner) return invalid;
  const valid = await crypto.subtle.verify(
    "HMAC",
    await signingKey("verify"),
    Buffer.from(match[3] ?? "", "base64url"),
    signedLinkText(orderId, expires, owner.email),
  );
  if (!valid) return invalid;
  if (expires * 1000 <= now.getTime()) return { ok: false, refusal: "expired" };
  const order = (await shopApi.getOrders(owner.customerId)).find((candidate) => candidate.id === orderId);
  return order ? { ok: true, order, customerId: owner.customerId } : invalid;
}

/** Cancels the link's order as its guest, refunded as a customer's is; the refusal when the link does not open it. */
export async function cancelByOrderLink(
  shopApi: ShopApiClient,
  token: string,
  cancel: CancelOrderBody,
): Promise<OpenedLink> {
  const opened = await openOrderLink(shopApi, token);
  if (!opened.ok) return opened;
  const order = await cancelCustomerOrder(shopApi, opened.customerId, opened.order.id, cancel);
  return { ...opened, order };
}
