// Fulfilment (issue 42, decision 050) through the operator's command and the real functions, shop
// API, payment sandbox and a MailDev on the fixed ports 1025/1080 (the scheduled mail-outbox runs
// every second on this functions server): a shipped order can no longer be cancelled, by the
// functions either; the shipped email names the carrier, tracking number and page, once under a
// repeated command; the delivered email, in the customer's language, offers Return items and a
// review of each product, and waits in the outbox while the mail server is down.
import { setTimeout as sleep } from "node:timers/promises";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { Order } from "@/domain/order";
import { CANCEL_REASONS } from "@/domain/order-cancellation";
import { messageKey } from "@/domain/outbox";
import { advanceOrder } from "../../scripts/order-advance.mjs";
import { caughtMails, mailServer, waitForMails } from "../support/maildev";
import { executeSql, readSql } from "../support/shop-db";
import { call, newCustomer, type TestCustomer } from "./client";
import {
  addAddress,
  buyThroughWebhook,
  expectError,
  getOrders,
  lineFor,
  pickProducts,
  putCart,
  waitFor,
} from "./helpers";

const mail = mailServer({ smtp: 1025, web: 1080 });
const shopApi = { shopApiUrl: inject("shopApiUrl"), token: inject("shopApiToken") };
const SHIPMENT = { carrier: "Canada Post", tracking: "7023210039414604" };

beforeAll(() => mail.start());
afterAll(() => mail.stop());

const flat = (text: string) => text.replace(/\s+/g, " ");

async function purchase(name: string): Promise<{ customer: TestCustomer; order: Order }> {
  const customer = await newCustomer(name);
  const address = await addAddress(customer.cookie, "Ontario");
  const [product] = await pickProducts(1, (candidate) => candidate.stock >= 10, []);
  await putCart(customer.cookie, [lineFor(product!, 1)]);
  const { orderId } = await buyThroughWebhook(customer.cookie, { addressId: address.id });
  const order = (await getOrders(customer.cookie)).find((candidate) => candidate.id === orderId);
  if (!order) throw new Error(`order ${orderId} is not listed`);
  return { customer, order };
}

/** The outbox row of `key` once it is sent, asked once a second (see order-emails.test.ts). */
function sentRow(key: string) {
  return waitFor(
    async () => {
      const [row] = await readSql(`SELECT key, attempts, sent_at FROM outbox WHERE key = '${key}'`);
      if (row?.sent_at) return row as { key: string; attempts: number; sent_at: string };
      await sleep(1000);
      return undefined;
    },
    `${key} to be sent`,
    90_000,
  );
}

describe("fulfilment", () => {
  it("a shipped order offers no Cancel, the functions refuse it, and one shipped email names the parcel", async () => {
    const { customer, order } = await purchase("Shipped");
    await advanceOrder({ ...shopApi, number: order.id, to: "packed" });
    expect((await getOrders(customer.cookie)).find((one) => one.id === order.id)?.cancellable).toBe(true);
    // The operator's command run twice at once: one shipment, one message.
    const answers = await Promise.all([
      advanceOrder({ ...shopApi, number: order.id, to: "shipped", ...SHIPMENT }),
      advanceOrder({ ...shopApi, number: order.id, to: "shipped", ...SHIPMENT }),
    ]);
    expect(answers.map((answer) => answer.advanced).sort()).toEqual([false, true]);

    const shipped = (await getOrders(customer.cookie)).find((one) => one.id === order.id);
    expect(shipped).toMatchObject({ status: "Shipped", cancellable: false });
    expect(shipped?.events?.find((event) => event.status === "Shipped")).toMatchObject({
      carrier: "Canada Post",
      trackingNumber: SHIPMENT.tracking,
    });
    const refused = await call("POST", `/api/orders/${order.id}/cancel`, {
      cookie: customer.cookie,
      body: { reason: CANCEL_REASONS[1], comment: "Found it cheaper elsewhere." },
    });
    expect(expectError(refused, 409, "order_shipped").message).toBe(
      `Order ${order.id} has shipped and can no longer be cancelled.`,
    );

    const key = messageKey("order-shipped", order.id);
    await sentRow(key);
    const mails = await waitForMails(mail.webUrl, { to: customer.email, subject: /on its way/ });
    expect(mails.map((found) => found.subject)).toEqual([`Your order #${order.id} is on its way`]);
    const text = flat(mails[0]!.text);
    expect(text).toContain("Carrier: Canada Post");
    expect(text).toContain(`Tracking number: ${SHIPMENT.tracking}`);
    expect(text).toContain(`Arriving by:`);
    expect(text).toContain(order.lines[0]!.name);
    expect(mails[0]!.html).toContain(
      `https://www.canadapost-postescanada.ca/track-reperage/en#/search?searchFor=${SHIPMENT.tracking}`,
    );
  });

  it("the delivered email, in the customer's French, waits while the mail server is down and goes out once", async () => {
    const { customer, order } = await purchase("Livree");
    await executeSql(`UPDATE customers SET locale = 'fr' WHERE id = ${customer.id}`);
    for (const to of ["packed", "shipped", "out-for-delivery"] as const) {
      await advanceOrder({ ...shopApi, number: order.id, to, ...(to === "shipped" ? SHIPMENT : {}) });
    }
    await sentRow(messageKey("order-shipped", order.id));

    const key = messageKey("order-delivered", order.id);
    await mail.stop();
    try {
      await advanceOrder({ ...shopApi, number: order.id, to: "delivered" });
      await waitFor(async () => {
        const [row] = await readSql(`SELECT attempts, last_error FROM outbox WHERE key = '${key}'`);
        if (row && (row.attempts as number) >= 1) return row;
        await sleep(1000);
        return undefined;
      }, `a failed attempt at ${key}`);
    } finally {
      await mail.start();
    }
    // Delivered once more by the operator meanwhile: nothing new is written.
    expect((await advanceOrder({ ...shopApi, number: order.id, to: "delivered" })).advanced).toBe(false);
    await sentRow(key);
    const mails = await waitForMails(mail.webUrl, { to: customer.email, subject: /livrée/ });
    expect(mails.map((found) => found.subject)).toEqual([`Votre commande nº ${order.id} a été livrée`]);
    const html = mails[0]!.html;
    expect(html).toContain(`/fr/your-orders/${order.id}/return"`);
    expect(html).toContain(`/fr/product/${order.lines[0]!.productId}#reviews-title"`);
    expect(flat(mails[0]!.text)).toContain("Retourner des articles");
    const all = (await caughtMails(mail.webUrl)).filter((found) =>
      found.to.some((one) => one.address === customer.email),
    );
    expect(all.filter((found) => /livrée/.test(found.subject))).toHaveLength(1);
  }, 150_000);
});
