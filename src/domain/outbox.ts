/**
 * Customer messages (issue 27): what the outbox holds (its kinds: also the shop API's outbox_kinds
 * table, migration 0013, where a new kind is one INSERT), the key that names each message, and the
 * delays between attempts. The shop API writes a message with the event that causes it and keeps
 * its state; the functions send it and record the outcome (decision 019, docs/decisions/019-mail-outbox-in-d1.md).
 */

export const MESSAGE_KINDS = [
  "order-confirmation",
  "order-cancellation",
  "welcome",
  "password-changed",
  "contact",
  "back-in-stock",
  "return-requested",
  "return-refunded",
  "account-deleted",
  "newsletter",
  "order-shipped",
  "order-delivered",
  "refund-manual",
  "contact-received",
  "order-link",
  "email-confirm",
  "email-changed",
] as const;
export type MessageKind = (typeof MESSAGE_KINDS)[number];

/**
 * Canada's anti-spam law (CASL) tells two classes apart (decision 047): a commercial message
 * (one of whose purposes is to encourage buying) goes only to a customer with a current consent
 * and carries an unsubscribe; a transactional one answers what the customer did and always goes.
 */
export type MessageClass = "transactional" | "commercial";

/** Every kind's class, written once: a kind added above does not compile until it is classed here. */
export const MESSAGE_CLASSES: Readonly<Record<MessageKind, MessageClass>> = {
  "order-confirmation": "transactional",
  "order-cancellation": "transactional",
  "password-changed": "transactional",
  contact: "transactional",
  "return-requested": "transactional",
  "return-refunded": "transactional",
  "account-deleted": "transactional",
  "order-shipped": "transactional",
  "order-delivered": "transactional",
  "refund-manual": "transactional",
  "contact-received": "transactional",
  "order-link": "transactional",
  "email-confirm": "transactional",
  "email-changed": "transactional",
  welcome: "commercial",
  "back-in-stock": "commercial",
  newsletter: "commercial",
};

export function isCommercial(kind: MessageKind): boolean {
  return MESSAGE_CLASSES[kind] === "commercial";
}

export function isMessageKind(value: unknown): value is MessageKind {
  return typeof value === "string" && (MESSAGE_KINDS as readonly string[]).includes(value);
}

/**
 * The outbox key of a message: `order-confirmation:{orderId}`, `welcome:{customerId}`,
 * `password-changed:{resetId}`, `contact:{hash of what the sender wrote}`, `return-requested:{returnId}`. One key, one message: the
 * shop API refuses a second row under it, so an event repeated (a redelivered webhook, a double
 * submit) writes nothing new.
 */
export function messageKey(kind: MessageKind, subjectId: number | string): string {
  return `${kind}:${subjectId}`;
}

/** How a password was changed, which its "password changed" email says (decision 058). */
export type PasswordChangeWay = "reset" | "profile";

/** The message subject of a change on the profile; a reset link's is its reset id, a number. */
export function profilePasswordChangeSubject(customerId: number, at: Date): string {
  return `account-${customerId}-${at.getTime()}`;
}

export function passwordChangeWay(key: string): PasswordChangeWay {
  return key.startsWith(messageKey("password-changed", "account-")) ? "profile" : "reset";
}

/**
 * The subject of a back-in-stock message: the alert (customer and product) and the product's
 * return to stock it announces (the shop API counts them, migration 0013), so each return sends
 * one email per alert and a product that sells out and comes back sends another.
 */
export function backInStockSubject(alert: { customerId: number; productId: number }, restock: number): string {
  return `${alert.customerId}-${alert.productId}:${restock}`;
}

/**
 * The subject of a "refund-manual" message: the refund a person now makes, a cancelled order's
 * (`order-12`) or a received return's (`return-7`), so each sends one email however often its
 * outcome is recorded.
 */
export function manualRefundSubject(refund: { orderId: number } | { returnId: number }): string {
  return "returnId" in refund
    ? `${MANUAL_REFUND_PREFIX.returns}${refund.returnId}`
    : `${MANUAL_REFUND_PREFIX.orders}${refund.orderId}`;
}
/** What comes before the id in manualRefundSubject, by the shop API's table of the refund. */
export const MANUAL_REFUND_PREFIX = { orders: "order-", returns: "return-" } as const;

/**
 * Seconds to wait after the n-th failed attempt (n from 1): 10 s, doubling, at most an hour. A mail
 * server down for a day is tried some 30 times; one back within minutes gets its mail within
 * seconds of the next attempt.
 */
export function messageRetryDelaySeconds(failedAttempts: number): number {
  const doublings = Math.max(0, Math.min(failedAttempts - 1, 20));
  return Math.min(10 * 2 ** doublings, 3600);
}

/** A message still unsent this long after it was written is given up (and the log names it). */
export const MESSAGE_GIVE_UP_AFTER_SECONDS = 24 * 3600;

/**
 * How long one attempt holds a message before another runner may take it: past SMTP's own
 * timeouts (functions/_shared/mailer.ts), so a slow send is not sent again beside itself.
 */
export const MESSAGE_SEND_LEASE_SECONDS = 90;

/** The Message-ID of a message, derived from its key: a resend after a crash is the same mail. */
export function messageId(key: string, domain: string): string {
  return `<${key.replace(/[^A-Za-z0-9.-]/g, ".")}@${domain}>`;
}
