// The customer emails (issue 27): a registration sends one welcome; a purchase sends one
// confirmation, however often its webhook is delivered; a cancellation sends one; with the mail
// server down sign-up, checkout and cancellation still succeed, their messages wait in the shop
// API's outbox, and are delivered once it is back. Against the real
// functions, shop API, payment sandbox and a MailDev on the fixed ports 1025/1080 (started here,
// so that it can be stopped; the scheduled function mail-outbox runs every second).
import { setTimeout as sleep } from "node:timers/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { asPaise } from "@/domain/money";
import { formatMoney } from "@/domain/money-text";
import type { Order } from "@/domain/order";
import { CANCEL_REASONS } from "@/domain/order-cancellation";
import { messageId, messageKey } from "@/domain/outbox";
import { caughtMails, mailServer, waitForMails, type CaughtMail } from "../support/maildev";
import { readSql } from "../support/shop-db";
import { call, newCustomer, type TestCustomer } from "./client";
import {
  addAddress,
  buyThroughWebhook,
  deliverWebhook,
  getOrders,
  lineFor,
  pickProducts,
  putCart,
  waitFor,
  type Picked,
} from "./helpers";

const mail = mailServer({ smtp: 1025, web: 1080 });
const CANCEL = { reason: CANCEL_REASONS[1], comment: "Bought the same thing in a shop nearby." };
/** The local stack's sender (scripts/local-stack-env.mjs): Message-IDs are on its domain. */
const MAIL_DOMAIN = "shop.localhost";

beforeAll(() => mail.start());
afterAll(() => mail.stop());

interface OutboxRow {
  key: string;
  attempts: number;
  claims: number;
  sent_at: string | null;
  gave_up_at: string | null;
  last_error: string | null;
}

async function outboxRow(key: string): Promise<OutboxRow | undefined> {
  const [row] = await readSql(`SELECT * FROM outbox WHERE key = '${key.replace(/'/g, "''")}'`);
  return row as OutboxRow | undefined;
}

/**
 * The row of a message once it is recorded as sent. Asked once a second: each read of the shop
 * API's SQLite file from this process can meet the Worker's writes (SQLITE_BUSY, which fails the
 * Worker's statement), so the tests wait on MailDev first and read the outbox seldom.
 */
async function sentRow(key: string): Promise<OutboxRow> {
  return waitFor(
    async () => {
      const row = await outboxRow(key);
      if (row?.sent_at) return row;
      await sleep(1000);
      return undefined;
    },
    `${key} to be sent`,
    60_000,
  );
}

/** A new customer with an Ontario address who has paid for two lines (two units of one product). */
async function purchase(name: string): Promise<{ customer: TestCustomer; order: Order; event: string }> {
  const customer = await newCustomer(name, { newsConsent: true });
  const address = await addAddress(customer.cookie, "Ontario");
  const [first, second] = (await pickProducts(2, (candidate) => candidate.stock >= 10, [])) as [Picked, Picked];
  await putCart(customer.cookie, [lineFor(first, 2), lineFor(second, 1)]);
  const { orderId, event } = await buyThroughWebhook(customer.cookie, { addressId: address.id });
  const order = (await getOrders(customer.cookie)).find((candidate) => candidate.id === orderId);
  if (!order) throw new Error(`order ${orderId} is not in the customer's orders`);
  return { customer, order, event };
}

function cancel(customer: TestCustomer, orderId: number) {
  return call<{ order: Order }>("POST", `/api/orders/${orderId}/cancel`, { cookie: customer.cookie, body: CANCEL });
}

function oneMail(mails: CaughtMail[], key: string): CaughtMail {
  expect(mails.map((found) => found.subject)).toHaveLength(1);
  const [found] = mails as [CaughtMail];
  expect(found.headers["message-id"]).toBe(messageId(key, MAIL_DOMAIN));
  return found;
}

const flat = (text: string) => text.replace(/\s+/g, " ");

/** The three messages of a customer who registered, bought and cancelled. */
const waitingKeys = ({ customer, order }: { customer: TestCustomer; order: Order }) => [
  messageKey("welcome", customer.id),
  messageKey("order-confirmation", order.id),
  messageKey("order-cancellation", order.id),
];

describe("order emails", () => {
  let bought: Awaited<ReturnType<typeof purchase>>;

  it("a registration sends one welcome naming the customer", async () => {
    const customer = await newCustomer("Welcomed", { newsConsent: true });
    const key = messageKey("welcome", customer.id);
    const mails = await waitForMails(mail.webUrl, { to: customer.email, subject: /^Welcome to / });
    expect(await sentRow(key)).toMatchObject({ attempts: 1, last_error: null });
    const text = flat(oneMail(mails, key).text);
    // The plain text writes headings in capitals.
    expect(text.toLowerCase()).toContain(`welcome, ${customer.name}`.toLowerCase());
    expect(text).toContain(`Sign in with ${customer.email}`);
  });

  it("a purchase sends one confirmation with its lines, taxes, total and address, also under 50 webhook redeliveries", async () => {
    bought = await purchase("Mailed");
    const { customer, order, event } = bought;
    for (let batch = 0; batch < 5; batch++) {
      const deliveries = await Promise.all(Array.from({ length: 10 }, () => deliverWebhook(event)));
      for (const delivered of deliveries) {
        expect(delivered.status, delivered.text).toBe(200);
        expect(delivered.body).toMatchObject({ recorded: true, created: false, orderId: order.id });
      }
    }
    const key = messageKey("order-confirmation", order.id);
    const mails = await waitForMails(mail.webUrl, { to: customer.email, subject: /confirmed/ });
    // One message under the key, sent at its first attempt: the redeliveries sent nothing.
    expect(await sentRow(key)).toMatchObject({ attempts: 1, claims: 1, last_error: null });
    const confirmation = oneMail(mails, key);
    expect(confirmation.subject).toBe(`Your order #${order.id} is confirmed`);
    const text = flat(confirmation.text);
    expect(text).toContain(`order #${order.id}`);
    for (const line of order.lines) {
      expect(text).toContain(line.name);
      expect(text).toContain(`Quantity: ${line.quantity} · ${formatMoney(line.unitPrice)} each`);
      expect(text).toContain(formatMoney(line.lineTotal));
    }
    expect(text).toContain(`Subtotal ${formatMoney(order.subtotal ?? asPaise(-1))}`);
    // Ontario charges HST alone: its 0% provincial part is not a tax it has.
    expect(text).toContain(`HST (13%) ${formatMoney(order.hst ?? asPaise(-1))}`);
    expect(text).not.toContain("PST");
    expect(text).toContain("Prices in Indian rupees (INR)");
    expect(text).toContain(`Total ${formatMoney(order.total)}`);
    expect(text).toContain(order.deliveryAddress?.street ?? "no address");
    expect(confirmation.html).toContain(`/receipt?order=${order.id}"`);
    expect(confirmation.html).toContain(`/track?order=${order.id}"`);
  });

  it("a cancellation sends one confirmation with the reason and the refund", async () => {
    const { customer, order } = bought;
    const cancelled = await cancel(customer, order.id);
    expect(cancelled.status, cancelled.text).toBe(200);
    expect(cancelled.body.order.refund?.state).toBe("refunded");
    const again = await cancel(customer, order.id);
    expect(again.status).toBe(409);
    const key = messageKey("order-cancellation", order.id);
    const mails = await waitForMails(mail.webUrl, { to: customer.email, subject: /cancelled/ });
    expect(await sentRow(key)).toMatchObject({ attempts: 1, last_error: null });
    const text = flat(oneMail(mails, key).text);
    expect(text).toContain(`Reason: ${CANCEL.reason}`);
    expect(text).toContain(CANCEL.comment);
    expect(text).toContain(`Refunded ${formatMoney(order.total)} to the card ending 4242.`);
  });

  it("with the mail server down, sign-up, checkout and cancellation succeed and their mails wait, then go out once it is back", async () => {
    await mail.stop();
    let waiting: Awaited<ReturnType<typeof purchase>>;
    try {
      waiting = await purchase("Waiting");
      const cancelled = await cancel(waiting.customer, waiting.order.id);
      expect(cancelled.status, cancelled.text).toBe(200);
      for (const key of waitingKeys(waiting)) {
        const failed = await waitFor(async () => {
          const row = await outboxRow(key);
          if (row && row.attempts >= 1) return row;
          await sleep(1000);
          return undefined;
        }, `a failed attempt at ${key}`);
        expect(failed).toMatchObject({ sent_at: null, gave_up_at: null });
        expect(failed.last_error).toMatch(/ECONNREFUSED/);
      }
    } finally {
      await mail.start();
    }
    const to = waiting.customer.email;
    // The outbox tries again 10, 20 then 40 s after each failure (src/domain/outbox.ts): a mail
    // server back only after a loaded machine's second try is next tried 70 s after the first.
    await waitForMails(mail.webUrl, { to, subject: /./ }, { count: 3, timeoutMs: 150_000 });
    for (const key of waitingKeys(waiting)) await sentRow(key);
    const received = (await caughtMails(mail.webUrl)).filter((found) => found.to.some((one) => one.address === to));
    const [welcome, ...orderMails] = received.map((found) => found.subject).sort();
    expect(welcome).toMatch(/^Welcome to /);
    expect(orderMails).toEqual([
      `Your order #${waiting.order.id} is cancelled`,
      `Your order #${waiting.order.id} is confirmed`,
    ]);
  }, 240_000);
});
